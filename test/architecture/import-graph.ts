import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';

/**
 * The layers of `src/`, lowest first: a folder may import its own layer's
 * folders (without a loop) and any layer below, never one above.
 * - `engine`: the rules (tables, kernels, input and notation); `stats`: the
 *   interval arithmetic, which imports nothing of the project.
 * - `engagement`: the Republic engagement (turns of many units) built on the
 *   engine's single mechanics, below the sims that run it.
 * - `workers` and `results` both sit on the sims: the thread pool, and the
 *   files a run writes.
 * - `report` and `tuning` read what experiments write.
 * - `commands` and `serve` (the live workbench) are the command line's verbs
 *   and the web front: both call the layers below; `cli.ts` wires the commands.
 */
export const LAYERS: ReadonlyArray<readonly string[]> = [
  ['engine', 'stats'],
  ['engagement'],
  ['sims'],
  ['workers', 'results'],
  ['experiment'],
  ['report', 'tuning'],
  ['commands', 'serve'],
  ['cli'],
];

/** One import line: the importing file and the file it names, both relative to the project (with `/`). */
export interface ImportEdge {
  from: string;
  to: string;
}

// `import … from '…'`, `export … from '…'`, `import '…'` and `import('…')`; only relative specifiers name project files
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'";]*?\sfrom\s*['"](\.[^'"]+)['"]|(?:^|\n)\s*import\s*['"](\.[^'"]+)['"]|\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g;

/** The relative specifiers a source text imports or re-exports. */
export function importedSpecifiers(text: string): string[] {
  return [...text.matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? m[3]);
}

/** Every import edge between the `.ts` files under `dir` (a project-relative folder); imports of files outside it (a built bundle) are left out. */
export function importGraph(root: string, dir: string): ImportEdge[] {
  const files = (readdirSync(join(root, dir), { recursive: true }) as string[])
    .filter((f) => f.endsWith('.ts'))
    .map((f) => posix.join(dir, f.split('\\').join('/')));
  return files
    .flatMap((from) =>
      importedSpecifiers(readFileSync(join(root, from), 'utf8')).map((spec) => ({
        from,
        to: relative(root, resolve(root, dirname(from), spec))
          .split('\\')
          .join('/'),
      })),
    )
    .filter((e) => e.to.startsWith(`${dir}/`));
}

/** The layer of a file under `src/`: its top folder's, `cli` for the files directly in `src/`. */
export function layerOf(file: string): number {
  const parts = file.split('/');
  const top = parts.length > 2 ? parts[1] : 'cli';
  return LAYERS.findIndex((l) => l.includes(top));
}

/** Imports that run up the layer order, or that come from or go to a top folder with no layer. */
export function upwardImports(edges: readonly ImportEdge[]): string[] {
  const out: string[] = [];
  for (const e of edges) {
    const a = layerOf(e.from);
    const b = layerOf(e.to);
    if (a < 0) out.push(`${e.from}: its top folder has no layer (add it to LAYERS)`);
    else if (b > a)
      out.push(
        `${e.from} imports ${e.to}, a higher layer (${LAYERS[b].join('/')} above ${LAYERS[a].join('/')})`,
      );
  }
  return [...new Set(out)];
}

/** Strongly connected groups of more than one node in a graph of named nodes (Tarjan). */
export function loops(nodes: Iterable<string>, next: (n: string) => Iterable<string>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of next(v)) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1) out.push(group.sort());
  };
  for (const n of nodes) if (!index.has(n)) visit(n);
  return out;
}

/** Import loops between files. */
export function fileLoops(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const e of edges) {
    next.set(e.from, (next.get(e.from) ?? new Set()).add(e.to));
    if (!next.has(e.to)) next.set(e.to, new Set());
  }
  return loops(next.keys(), (n) => next.get(n)!);
}

/**
 * Import loops between sibling folders: for each folder, the graph between
 * its subfolders (each with everything under it); the files directly in the
 * folder are no node (a registry there may import every subfolder that
 * imports its shared types). Each loop reads `parent: a, b, …`.
 */
export function folderLoops(edges: readonly ImportEdge[]): string[] {
  const parents = new Set<string>();
  for (const e of edges) {
    const parts = e.from.split('/');
    for (let i = 1; i < parts.length - 1; i++) parents.add(parts.slice(0, i).join('/'));
  }
  const out: string[] = [];
  for (const parent of [...parents].sort()) {
    const child = (file: string) => {
      if (!file.startsWith(`${parent}/`)) return null;
      const rest = file.slice(parent.length + 1).split('/');
      return rest.length > 1 ? rest[0] : null;
    };
    const next = new Map<string, Set<string>>();
    for (const e of edges) {
      const a = child(e.from);
      const b = child(e.to);
      if (a === null || b === null || a === b) continue;
      next.set(a, (next.get(a) ?? new Set()).add(b));
      if (!next.has(b)) next.set(b, new Set());
    }
    for (const group of loops(next.keys(), (n) => next.get(n)!)) out.push(`${parent}: ${group.join(', ')}`);
  }
  return out;
}
