import type { ResultSet } from '../load/load-results.ts';
import { esc } from '../markup/escape.ts';

/** A sim names its rule counts as means `rule: <section> <what>` (the engagement sim does). */
const PREFIX = 'rule: ';

function times(x: number): string {
  return x >= 10 ? x.toFixed(1) : x >= 0.01 ? x.toFixed(2) : x > 0 ? '<0.01' : '0';
}

/**
 * Every rule the sim counted, in words: those that acted with their mean
 * count a trial (the range over sweep points), then those that never did;
 * null when the sim counts no rules.
 */
export function rulesActed(set: ResultSet): string | null {
  const byRule = new Map<string, number[]>();
  for (const r of set.rows) {
    if (r.kind !== 'mean' || !r.metric.startsWith(PREFIX)) continue;
    const list = byRule.get(r.metric.slice(PREFIX.length)) ?? [];
    list.push(r.estimate);
    byRule.set(r.metric.slice(PREFIX.length), list);
  }
  if (byRule.size === 0) return null;
  const acted: string[] = [];
  const never: string[] = [];
  for (const [rule, values] of byRule) {
    const lo = Math.min(...values);
    const hi = Math.max(...values);
    if (hi === 0) never.push(esc(rule));
    else
      acted.push(
        `<li><b>${esc(rule)}</b>: ${esc(times(lo) === times(hi) ? times(hi) : `${times(lo)} to ${times(hi)}`)}</li>`,
      );
  }
  const per = set.points.length > 1 ? ' (the range over sweep points)' : '';
  const head = `<details><summary>${acted.length} of ${byRule.size} rules acted; times a trial, mean${per}</summary><ul>${acted.join('')}</ul></details>`;
  return never.length ? `${head}Never acted in any trial: ${never.join('; ')}.` : head;
}
