import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { PROJECT_ROOT } from '../engine/ruleset/paths.ts';
import type { Sim } from '../sims/sim.ts';

/** A field a situation doc lists: its path, its default as the doc writes it, its choices (`a | b | c`) and what the doc says of it. */
export interface DocField {
  path: string;
  value: string;
  options: string[];
  note: string;
}

/** The situation doc of a sim: docs/<its id>-situation.md, or the one of its id's first word (assault-round shares the assault's). */
export function situationDoc(sim: Pick<Sim, 'id'>): string | undefined {
  return [sim.id, sim.id.split('-')[0]]
    .map((name) => join(PROJECT_ROOT, 'docs', `${name}-situation.md`))
    .find((f) => existsSync(f));
}

/**
 * The fields of a situation doc's first YAML block, each with the doc's
 * comment: `grade: veteran   # crack | veteran | average | green | untrained`.
 * A side written `# the same fields` gets the side above's fields.
 */
export function docFields(file: string): DocField[] {
  const block = /```yaml\n([\s\S]*?)```/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
  const out: DocField[] = [];
  const stack: Array<{ indent: number; key: string }> = [];
  // the top-level mappings seen: a side written `# the same fields` copies the one before it
  let previousTop = '';
  let currentTop = '';
  for (const line of block.split('\n')) {
    const indent = line.length - line.trimStart().length;
    const [code, ...rest] = line.split(/\s+#\s?/);
    const note = rest.join(' # ').trim();
    while (stack.length && stack[stack.length - 1].indent >= indent) stack.pop();
    const prefix = stack.map((s) => s.key);
    const m = /^\s*([A-Za-z][\w]*):\s*(.*?)\s*$/.exec(code);
    if (!m) {
      // `defender:` then `# the same fields`: the sibling side's fields again
      if (/the same fields/.test(note) && prefix.length && previousTop) {
        const from = `${previousTop}.`;
        // a field the doc gives that side alone (`attacker: ...`) is not the other side's
        const own = out.filter((x) => x.path.startsWith(from) && !x.note.startsWith(`${previousTop}:`));
        for (const f of own) out.push({ ...f, path: `${prefix.join('.')}.${f.path.slice(from.length)}` });
      }
      continue;
    }
    const [, key, value] = m;
    if (value === '') {
      if (stack.length === 0) [previousTop, currentTop] = [currentTop, key];
      stack.push({ indent, key });
      continue;
    }
    const path = [...prefix, key].join('.');
    const options = /^[\w-]+( \| [\w-]+)+/.exec(note)?.[0].split(' | ') ?? [];
    if (value.startsWith('{')) {
      for (const [k, v] of Object.entries(parse(value) as Record<string, unknown>))
        out.push({ path: `${path}.${k}`, value: String(v), options: [], note });
    } else
      out.push({
        path,
        value,
        options: options.length ? options : value === 'true' || value === 'false' ? ['true', 'false'] : [],
        note,
      });
  }
  return out;
}
