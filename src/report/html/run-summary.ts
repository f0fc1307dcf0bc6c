import type { ResultSet } from '../load/load-results.ts';
import { allExact } from '../charts/chart-spec.ts';
import { provisionalShares, shareOf } from '../charts/provisional-note.ts';
import { identifierWords, listWords, paramTitle, percentLabel } from '../charts/text.ts';
import { esc } from '../markup/escape.ts';
import { methodSummary } from './method-summary.ts';
import { rulesActed } from './rules-acted.ts';

const KIND_WORDS: Record<string, string> = {
  situation: 'situation field',
  switch: 'interpretation switch',
  patch: 'rule variant (patch set)',
};

function count(n: number): string {
  return n.toLocaleString('en-US');
}

/** How much of the result rests on provisional (placeholder) table cells, in words. */
export function provisionalSummary(set: ResultSet): string {
  const { cells, provenance } = set.manifest.ruleset;
  const prov = provenance?.provisional ?? 0;
  const known = Object.entries(provenance ?? {})
    .filter(([k, n]) => k !== 'provisional' && n > 0)
    .map(([k, n]) => `${n} ${k}`);
  const cellText = `${count(prov)} of ${count(cells)} ruleset cells (${percentLabel(cells ? prov / cells : 0)}) are provisional placeholders${known.length ? `; the rest: ${listWords(known)}` : ''}.`;
  const shares = provisionalShares(set);
  if (shares.length === 0) return `${cellText} The sim does not report how many trials used them.`;
  const lo = Math.min(...shares);
  const hi = Math.max(...shares);
  if (hi === 0)
    return `${cellText} No trial used one: every result rests on cells from the rules text or its examples.`;
  const range =
    percentLabel(lo) === percentLabel(hi)
      ? percentLabel(hi)
      : `from ${percentLabel(lo)} to ${percentLabel(hi)}`;
  const per = shares.length === 1 ? '' : lo === hi ? ' at every sweep point' : ' per sweep point';
  return `${cellText} ${range.charAt(0).toUpperCase()}${range.slice(1)} ${shareOf(set)}${per} used at least one, so those results will change when the printed chart is typed in.`;
}

/** How long the run took: exact odds sample nothing, so they have no trials a second (nor a 0.0 s under a tenth). */
export function runTime(set: ResultSet): string {
  const t = set.manifest.timings;
  const seconds = t.seconds < 0.1 ? 'under 0.1 s' : `${t.seconds.toFixed(1)} s`;
  if (allExact(set)) return `exact odds in ${seconds}`;
  const workers = `${set.manifest.workers} worker${set.manifest.workers === 1 ? '' : 's'}`;
  return `${seconds} on ${workers} (${count(Math.round(t.trialsPerSecond))} trials a second)`;
}

/** The experiment and its manifest in plain words, as list items. */
export function runSummary(set: ResultSet): string[] {
  const m = set.manifest;
  const total = set.points.reduce((s, p) => s + p.trials, 0);
  const sameTrials = new Set(set.points.map((p) => p.trials)).size === 1;
  const items: string[] = [];
  const points = `${count(set.points.length)} sweep point${set.points.length === 1 ? '' : 's'}`;
  // exact odds sample nothing: no trials, seed or chunks to speak of
  if (allExact(set))
    items.push(
      `Sim <b>${esc(m.experiment.sim)}</b>, exact odds at each of ${points}: every way the dice can fall, weighed by its chance, so the numbers are the same on every run.`,
    );
  else
    items.push(
      `Sim <b>${esc(m.experiment.sim)}</b>, ${sameTrials ? `${count(set.points[0].trials)} trials at each of` : 'trials varying over'} ${points} (${count(total)} trials in all), seed ${esc(m.seed)}, in chunks of ${count(m.chunkSize)}. The same file and seed give the same numbers on any machine and any number of workers.`,
    );
  const method = methodSummary(set);
  if (method) items.push(method);
  const notRun = set.notRun.length;
  if (notRun)
    items.push(
      `${count(notRun)} of ${count(notRun + set.points.length)} sweep points ${notRun === 1 ? 'was' : 'were'} not run before the run was stopped (no trial, so no chart shows ${notRun === 1 ? 'it' : 'them'}): ${esc(set.notRun.map((p) => p.label).join('; '))}.`,
    );
  if (m.precision !== null)
    items.push(
      `Each point stopped once every chance was known to within ±${esc(m.precision * 100)} percentage points (95%), or at ${count(m.trials)} trials.`,
    );
  items.push(
    `Ruleset <b>${esc(m.ruleset.title || m.ruleset.id)}</b> (${esc(m.ruleset.id)}, content hash ${esc(m.ruleset.hash.slice(0, 12))}).`,
  );
  // a switch in words, with the name to type beside it (warbench switches lists it so)
  const named = (p: (typeof set.params)[number]) =>
    p.kind === 'switch'
      ? `<b>${esc(identifierWords(p.name))}</b> (${esc(p.name)})`
      : `<b>${esc(paramTitle(p.name, p.kind))}</b>`;
  for (const p of set.params)
    items.push(
      `Sweeps the ${esc(KIND_WORDS[p.kind] ?? p.kind)} ${named(p)} over ${esc(listWords(p.values))}.`,
    );
  const sweptPatches = set.params.find((p) => p.kind === 'patch');
  if (m.patches.length)
    items.push(
      `Patches applied at every point: ${m.patches.map((p) => `<b>${esc(p.title || p.file)}</b> (${esc(p.file)})`).join(', ')}${sweptPatches ? '; the swept patch sets come on top' : ''}.`,
    );
  else if (sweptPatches)
    items.push(
      `Each variant is the ruleset patched by the swept patch set named on the charts (${esc(listWords(sweptPatches.values))}); <b>none</b> is the ruleset as written.`,
    );
  else items.push('No patch: the ruleset as written.');
  const swept = new Set(set.params.filter((p) => p.kind === 'switch').map((p) => p.name));
  const switches = (m.switchDecls ?? [])
    .filter((d) => !swept.has(d.name))
    .map((d) => {
      const value = m.switches[d.name];
      return `<li><b>${esc(d.name)}</b> = ${esc(value)}${value === d.default ? ' (default)' : ''}: ${esc(d.options[value] ?? '')} <span class="note">(${esc(d.ref)})</span></li>`;
    });
  const allDefault = (m.switchDecls ?? []).every(
    (d) => swept.has(d.name) || m.switches[d.name] === d.default,
  );
  if (switches.length)
    items.push(
      `<details><summary>${switches.length} interpretation switch${switches.length === 1 ? '' : 'es'} in force${allDefault ? ', all at their defaults' : ''}</summary><ul>${switches.join('')}</ul></details>`,
    );
  const rules = rulesActed(set);
  if (rules) items.push(rules);
  items.push(esc(provisionalSummary(set)));
  const t = m.timings;
  items.push(
    `Run ${esc(t.startedAt.slice(0, 19).replace('T', ' '))} UTC: ${esc(runTime(set))}; warbench ${esc(m.versions.warbench)}, Node ${esc(m.versions.node)}.`,
  );
  return items;
}
