import { join } from 'node:path';
import { checkTargetBounds } from './target-bounds.ts';
import { loadRulesetOf } from '../../engine/families/load-ruleset.ts';
import type { Ruleset } from '../../engine/families/families.ts';
import { patchFromText } from '../../engine/ruleset/patch.ts';
import { claimOutputFolder } from '../../results/claim-folder.ts';
import { writeOutputFiles } from '../../results/output-marker.ts';
import { compileScenario } from '../../sims/prepare.ts';
import type { Layout } from '../../sims/layout.ts';
import { exprSlots, parseMetricExpr, showMetricExpr, singleMetric } from '../evaluate/metric-expr.ts';
import { metricWords, showMetric } from '../evaluate/metric-ref.ts';
import {
  estimateExpr,
  MonteCarloEvaluator,
  pairedDifference,
  sampleMeans,
  type Estimate,
  type Sample,
} from '../evaluate/monte-carlo.ts';
import { auditProblems, fullAuditProblems } from './audit-guard.ts';
import { auditFindingsCreated, type SideEffect } from './guard-rails.ts';
import { distinctSituations, noisySearch, type Situations } from './noisy-search.ts';
import { changeRow, patchText, type CellChange } from './patch-text.ts';
import type { Brief, Protected, Target } from './read-brief.ts';
import type { TargetResult, TuneResult, Verdict } from './tune-result.ts';
import { miss } from './search.ts';
import { selectSlots } from './select-slots.ts';
import { tuneHistoryPage } from './tune-history-page.ts';
import { verifyExperiments } from './verify-experiments.ts';
import { historyWhy } from './history-why.ts';

/** z for a two-sided 95% interval. */
const Z95 = 1.959963984540054;

/**
 * Tune against a Monte Carlo sim (an engagement, the duel): a greedy
 * search on common random numbers (noisy-search.ts), then a final check of
 * the shipped and the patched rules on fresh seeds, paired, each target's
 * 95% interval judged against its range: met when inside it, not met when
 * wholly outside, not sure otherwise; then a verification of the patched
 * rules on other fresh seeds, judged the same way: a target is met (or not
 * met) only when both agree, else not sure. The same brief and seed give the same
 * patch and the same report.
 */
export async function runMonteCarloTune(
  brief: Brief,
  ruleset: Ruleset<'republic'>,
  switches: Record<string, string>,
  out: string,
  started: number,
  options: { force?: boolean; between?: () => Promise<void>; log?: (line: string) => void },
): Promise<TuneResult> {
  // every situation compiled once with full checking; every metric named with its place
  const layouts = brief.targets.map((t) => {
    const layout = t.parts.map(
      (p) => compileScenario(brief.sim, ruleset, p.node, switches).compiled.layout,
    )[0];
    const slots = exprSlots(layout, t.expr);
    if (typeof slots === 'string') t.metricNode.fail(`expected ${slots}`);
    else checkTargetBounds(t, layout);
    return layout;
  });
  for (const p of brief.protect)
    if (!layouts.some((l) => typeof exprSlots(l, parseMetricExpr(showMetric(p.metric))) !== 'string'))
      p.node.fail(
        `expected a metric of at least one target's situation (${showMetric(p.metric)} is in none)`,
      );
  brief.targets[0]?.metricNode.problems.throwIfAny();
  const slots = selectSlots(brief, ruleset);
  const abs = claimOutputFolder(out, { command: 'tune', what: 'patch', force: options.force ?? false });

  const sit = distinctSituations(brief.targets);
  const mc = new MonteCarloEvaluator(brief.sim, ruleset, switches);
  let protectBefore: Array<Array<number | undefined>> | undefined;
  const protectValues = (samples: readonly Sample[]) =>
    brief.protect.map((p) => brief.targets.map((_, i) => protectValue(p, sit, i, samples)));
  options.log?.(
    `warbench: tune: ${slots.length} provisional cells, ${sit.parts.length} situation${sit.parts.length === 1 ? '' : 's'}, paired Monte Carlo from seed ${brief.seed} (Ctrl-C stops, writing nothing)`,
  );
  const r = await noisySearch(mc, brief.targets, sit, slots, {
    seed: brief.seed,
    trials: brief.trials,
    costPerCell: brief.costPerCell,
    maxMoves: brief.maxMoves,
    quickProblems: () => auditProblems(ruleset.data),
    fullProblems: () => fullAuditProblems(ruleset, switches),
    refusal: (samples) => {
      const now = protectValues(samples);
      for (let k = 0; k < brief.protect.length; k++) {
        for (let i = 0; i < brief.targets.length; i++) {
          const b = protectBefore![k][i];
          const v = now[k][i];
          if (b === undefined || v === undefined) continue;
          const p = brief.protect[k];
          const ok = p.range ? v >= p.range[0] && v <= p.range[1] : Math.abs(v - b) <= p.tolerance!;
          if (!ok)
            return `protected ${showMetric(p.metric)} would move from ${b.toFixed(4)} to ${v.toFixed(4)} in "${brief.targets[i].name}"`;
        }
      }
      return undefined;
    },
    onStart: (samples) => (protectBefore = protectValues(samples)),
    between: options.between,
    log: options.log,
  });

  const changes: CellChange[] = slots
    .filter((s) => r.steps.get(s) !== 0)
    .map((s) => ({
      slot: s,
      to: s.get().cell.text,
      readBy: (r.read.get(s) ?? []).map((i) => JSON.stringify(brief.targets[i].name)),
    }));
  const text = patchText(`Tuned to ${brief.title}`, ruleset.source.id, brief.file, changes);
  const patchFile = join(abs, 'patch.yaml');

  // the final check: the shipped and the patched rules, read afresh, on the same fresh seeds
  const searched = Date.now();
  await options.between?.();
  const shipped = loadRulesetOf('republic', brief.ruleset);
  const patched = loadRulesetOf('republic', brief.ruleset, [patchFromText(text, patchFile)]);
  const seed = `${brief.seed}/final`;
  options.log?.(`warbench: tune: final check on fresh seeds, ${brief.trials.final} trials a situation`);
  const sampleAll = (rs: Ruleset<'republic'>) =>
    sit.parts.map((p, k) =>
      new MonteCarloEvaluator(brief.sim, rs, switches).sample(p, k, brief.trials.final, seed),
    );
  const a = sampleAll(shipped);
  const b = sampleAll(patched);
  const checked = Date.now();
  // the verification: the patched rules once more, on seeds neither the search nor the final check read
  await options.between?.();
  const verifySeed = `${brief.seed}/verify`;
  options.log?.(
    `warbench: tune: verification on other fresh seeds, ${brief.trials.final} trials a situation`,
  );
  const v = sit.parts.map((p, k) =>
    new MonteCarloEvaluator(brief.sim, patched, switches).sample(p, k, brief.trials.final, verifySeed),
  );
  const verified = Date.now();
  const est = (s: readonly Sample[], t: Target, i: number): Estimate =>
    estimateExpr(
      t.expr,
      sit.of[i].map((p) => ({ sample: s[p.situation], weight: p.weight })),
    );
  const targets: TargetResult[] = brief.targets.map((t, i) => {
    const before = est(a, t, i);
    const after = est(b, t, i);
    const again = est(v, t, i);
    const interval = z95(after);
    const verifyInterval = z95(again);
    const finalVerdict = judge(interval, t);
    const verifyVerdict = judge(verifyInterval, t);
    // met only when both fresh checks agree; not met only when both put it wholly outside
    const verdict = finalVerdict === verifyVerdict ? finalVerdict : 'not sure';
    const single = singleMetric(t.expr);
    const met = verdict === 'met';
    const rules = met ? [] : historyWhy(brief, sit, i, after.value, b, patched, switches);
    return {
      name: t.name,
      metric: showMetricExpr(t.expr),
      words: single ? metricWords(layouts[i], single) : showMetricExpr(t.expr),
      low: t.low,
      high: t.high,
      weight: t.weight,
      before: before.value,
      after: after.value,
      met,
      verdict,
      interval,
      finalVerdict,
      verify: { value: again.value, interval: verifyInterval, verdict: verifyVerdict, seed: verifySeed },
      beforeInterval: [before.value - Z95 * before.se, before.value + Z95 * before.se],
      trials: brief.trials.final,
      ...(rules.length ? { rules } : {}),
      ...(met
        ? {}
        : {
            binds: binds(
              r.binding[i],
              r.read.size,
              miss(t, after.value) > 0,
              changes.length >= brief.maxMoves,
              finalVerdict !== verifyVerdict,
              verdict === 'no value',
            ),
          }),
    };
  });
  const problems = fullAuditProblems(patched, switches).map((f) => `${f.check}: ${f.message}`);
  const result: TuneResult = {
    brief: brief.file,
    title: brief.title,
    method: `paired Monte Carlo: a search on common random numbers from seed ${brief.seed} (${brief.trials.screen} trials a situation to find the cells read, ${brief.trials.search} for each move), then the shipped and patched rules on fresh seeds (${brief.trials.final} trials a situation), each target's 95% interval against its range, and the patched rules again on other fresh seeds (${brief.trials.final} trials a situation): met only where both put the interval inside`,
    targets,
    changes: changes.map(changeRow),
    movableCells: slots.length,
    cellsRead: r.read.size,
    evaluations: r.evaluations,
    objective: r.objective,
    auditProblems: problems,
    auditCreated: auditFindingsCreated(shipped, patched, switches),
    sideEffects: sideEffectsOf(brief, sit, a, b),
    sideEffectThreshold: brief.sideEffects,
    sameSide: [],
    patchFile,
    seconds: (Date.now() - started) / 1000,
    timing: {
      search: (searched - started) / 1000,
      finalCheck: (checked - searched) / 1000,
      verification: (verified - checked) / 1000,
    },
  };
  const verifyFiles = verifyExperiments(brief, sit);
  result.verifyExperiments = verifyFiles.map(([f]) => join(abs, f));
  const page = tuneHistoryPage(brief.title, brief.targets, targets);
  if (page) result.historyPage = join(abs, 'history.html');
  await options.between?.();
  writeOutputFiles(abs, 'tune', [
    ['patch.yaml', text],
    ['tune.json', `${JSON.stringify(result, null, 2)}\n`],
    ...(page ? ([['history.html', page]] as Array<[string, string]>) : []),
    ...verifyFiles,
  ]);
  return result;
}

function protectValue(
  p: Protected,
  sit: Situations,
  i: number,
  samples: readonly Sample[],
): number | undefined {
  const expr = parseMetricExpr(showMetric(p.metric));
  const parts = sit.of[i].map((x) => ({ sample: samples[x.situation], weight: x.weight }));
  if (parts.some((x) => typeof exprSlots(x.sample.layout, expr) === 'string')) return undefined;
  return estimateExpr(expr, parts).value;
}

/**
 * Every metric of each distinct situation that moved by more than the
 * threshold between the shipped and patched rules, on the same fresh seeds,
 * and by more than twice the paired difference's standard error (a move
 * the dice alone could make is not listed).
 */
function sideEffectsOf(
  brief: Brief,
  sit: Situations,
  a: readonly Sample[],
  b: readonly Sample[],
): SideEffect[] {
  const out: SideEffect[] = [];
  sit.parts.forEach((part, k) => {
    const layout: Layout = a[k].layout;
    const own = brief.targets.filter((_, i) => sit.of[i].some((p) => p.situation === k));
    const name = own[0]?.name ?? part.label;
    const targeted = new Set(own.map((t) => showMetricExpr(t.expr)));
    const moved = (s: number, limit: number) => {
      const d = pairedDifference(a[k], b[k], s);
      return Math.abs(d.value) > limit && Math.abs(d.value) > Z95 * d.se ? d : undefined;
    };
    const ma = sampleMeans(a[k]);
    for (const d of layout.distributions) {
      if (d.name === 'rests_on_provisional') continue;
      d.outcomes.forEach((o, j) => {
        const s = layout.distOffset[d.name] + j;
        const m = moved(s, brief.sideEffects.chance);
        if (m && !targeted.has(`${d.name}:${o}`))
          out.push({
            target: name,
            metric: `${d.name}:${o}`,
            kind: 'chance',
            before: ma[s],
            after: ma[s] + m.value,
          });
      });
    }
    for (const x of layout.means) {
      const s = layout.meanOffset[x.name];
      const m = moved(s, brief.sideEffects.mean * Math.max(Math.abs(ma[s]), 1e-9));
      if (m && !targeted.has(x.name))
        out.push({ target: name, metric: x.name, kind: 'mean', before: ma[s], after: ma[s] + m.value });
    }
  });
  return out;
}

const z95 = (e: Estimate): [number, number] => [e.value - Z95 * e.se, e.value + Z95 * e.se];

/** A 95% interval against a target: met inside it, not met wholly outside, not sure otherwise; no value where it has none (0/0). */
function judge(interval: readonly [number, number], t: Target): Verdict {
  if (!Number.isFinite(interval[0]) || !Number.isFinite(interval[1])) return 'no value';
  if (interval[0] >= t.low && interval[1] <= t.high) return 'met';
  return interval[1] < t.low || interval[0] > t.high ? 'not met' : 'not sure';
}

function binds(
  b: { audit: Map<string, string[]>; tradeOff: string[]; protect: string[] },
  read: number,
  outside: boolean,
  atMost: boolean,
  disagree: boolean,
  noValue: boolean,
): string {
  if (noValue)
    return 'it has no value: no trial of its situations gives its denominator a value above 0 (no men lost, say), on the fresh seeds, so no cell can bring it into range';
  const said: string[] = [];
  if (disagree)
    said.push(
      'the final check and the verification on other fresh seeds disagree: it sits at the edge of its target, within the dice',
    );
  if (atMost) said.push("the search stopped at the brief's maxMoves changed cells");
  if (!outside)
    said.push(
      'its 95% interval on fresh seeds is not wholly inside the target: more trials (trials.final) or a target met by a wider margin would settle it',
    );
  if (read === 0) said.push('no movable cell changed any tally of its situations in the screening trials');
  if (b.audit.size)
    said.push(`the audit's rules bind: e.g. ${[...b.audit][0][0]} breaks "${[...b.audit][0][1][0]}"`);
  if (b.protect.length) said.push(`a guard rail of the brief binds, e.g. ${b.protect[0]}`);
  if (b.tradeOff.length)
    said.push(`a trade-off binds: e.g. ${b.tradeOff[0]} would bring it closer but cost more elsewhere`);
  return (
    said.join('; and ') ||
    'the cells its situations read are at the ends of their ladders, or no single move lowers the objective'
  );
}
