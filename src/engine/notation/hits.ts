/** Morale, base and panic hits as the rulebook writes them: `2M 1B`, `3P`. */
export interface Hits {
  m: number;
  b: number;
  p: number;
}

export const NO_HITS: Readonly<Hits> = Object.freeze({ m: 0, b: 0, p: 0 });

const HIT_TOKEN = /^(\d+)([MBP])$/;

/** Read one hit token (`2M`); undefined if the token is not a hit. */
export function parseHitToken(token: string): { count: number; kind: 'm' | 'b' | 'p' } | undefined {
  const m = HIT_TOKEN.exec(token);
  if (!m) return undefined;
  return { count: Number(m[1]), kind: m[2].toLowerCase() as 'm' | 'b' | 'p' };
}

/** Parse `2M 1B` (any order, each kind at most once); undefined if malformed. */
export function parseHits(text: string): Hits | undefined {
  const out: Hits = { m: 0, b: 0, p: 0 };
  const seen = new Set<string>();
  const tokens = text.trim().split(/\s+/).filter(Boolean);
  for (const t of tokens) {
    const h = parseHitToken(t);
    if (!h || seen.has(h.kind)) return undefined;
    seen.add(h.kind);
    out[h.kind] = h.count;
  }
  return out;
}

/** Print hits as the tables are written (`3M 1B`, `4P 2B`): M, then P, then B; `-` for none. */
export function formatHits(h: Hits): string {
  const parts: string[] = [];
  if (h.m) parts.push(`${h.m}M`);
  if (h.p) parts.push(`${h.p}P`);
  if (h.b) parts.push(`${h.b}B`);
  return parts.length ? parts.join(' ') : '-';
}
