/** Morale, base and panic hits as the rulebook writes them: `2M 1B`, `3P`. */
export interface Hits {
  m: number;
  b: number;
  p: number;
}

export const NO_HITS: Readonly<Hits> = Object.freeze({ m: 0, b: 0, p: 0 });

/** The most hits of one kind a cell can print: no table comes near it. */
export const MAX_HITS = 99;

const HIT_TOKEN = /^(\d{1,2})([MBP])$/;

/** A token shaped like a hit whose count is beyond MAX_HITS (`100000000000000000000P`). */
export function isOversizedHit(token: string): boolean {
  return /^\d{3,}[MBP]$/.test(token);
}

/** Read one hit token (`2M`, at most MAX_HITS); undefined if the token is not a hit. */
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
