import type { DistributionSpec, LayoutSpec, MeanSpec } from './layout.ts';

/**
 * One list holding every list's items, each list's order kept: an item new
 * to the result goes right after the item before it in its own list
 * (`1, never` and `1, 2, never` give `1, 2, never`).
 */
export function mergeOrdered(lists: ReadonlyArray<readonly string[]>): string[] {
  const out: string[] = [];
  for (const list of lists) {
    list.forEach((item, i) => {
      if (out.includes(item)) return;
      const at = i === 0 ? 0 : out.indexOf(list[i - 1]) + 1;
      out.splice(at, 0, item);
    });
  }
  return out;
}

/**
 * The layout of a whole sweep, when its points' layouts differ (a sweep over
 * game turns has an outcome `3` only from the third turn on): every
 * distribution with every outcome any point has, every mean any point has,
 * in the order the points list them. Charts drawn from the first point's
 * layout alone would leave the later outcomes out of a stack.
 */
export function mergeLayouts(layouts: readonly LayoutSpec[]): LayoutSpec {
  if (layouts.length <= 1) return layouts[0] ?? { distributions: [], means: [] };
  const names = (pick: (l: LayoutSpec) => ReadonlyArray<{ name: string }>) =>
    mergeOrdered(layouts.map((l) => pick(l).map((m) => m.name)));
  const firstOf = <T extends { name: string }>(pick: (l: LayoutSpec) => readonly T[], name: string): T =>
    layouts.map((l) => pick(l).find((m) => m.name === name)).find((m) => m !== undefined)!;
  const distributions: DistributionSpec[] = names((l) => l.distributions).map((name) => ({
    ...firstOf((l) => l.distributions, name),
    outcomes: mergeOrdered(layouts.map((l) => l.distributions.find((d) => d.name === name)?.outcomes ?? [])),
  }));
  const means: MeanSpec[] = names((l) => l.means).map((name) => firstOf((l) => l.means, name));
  return { distributions, means };
}
