import { join } from 'node:path';
import { InputError } from '../../engine/input/input-error.ts';
import { loadRuleset, loadRulesetOf } from '../../engine/families/load-ruleset.ts';
import { patchFromText } from '../../engine/ruleset/patch.ts';
import { resolveSwitches } from '../../engine/ruleset/switches.ts';
import { claimOutputFolder } from '../../results/claim-folder.ts';
import { writeOutputFiles } from '../../results/output-marker.ts';
import type { CellSlot } from '../evaluate/cell-slots.ts';
import { Evaluator } from '../evaluate/evaluator.ts';
import { checkSwitches } from '../../experiment/check-switches.ts';
import { metricWords, showMetric } from '../evaluate/metric-ref.ts';
import { checkTargetBounds } from './target-bounds.ts';
import { holdForTest } from '../../experiment/test-hold.ts';
import { auditProblems, fullAuditProblems } from './audit-guard.ts';
import { changeRow, patchText, type CellChange } from './patch-text.ts';
import { readBrief } from './read-brief.ts';
import { singleMetric } from '../evaluate/metric-expr.ts';
import { runMonteCarloTune } from './run-monte-carlo-tune.ts';
import { selectSlots } from './select-slots.ts';
import type { TargetResult, TuneResult } from './tune-result.ts';
import { miss, searchTable, type Binding } from './search.ts';
import { auditFindingsCreated, GuardRails, sideEffects } from './guard-rails.ts';

const key = (file: string, field: string) => `${file.replace(/^.*\//, '')}#${field}`;

/**
 * Tune the provisional cells of a Republic ruleset to a balance brief: the
 * smallest set of one-rung moves (text and example cells never move) that
 * brings every target as close as the audit's rules allow. Checks the patch
 * by loading it afresh (each target's exact value, the audit), then writes
 * patch.yaml and tune.json together at the end: stopped before, nothing is
 * written. `out` is claimed as any command's output folder (claimOutputFolder).
 */
export async function runTune(
  file: string,
  out: string,
  options: { force?: boolean; between?: () => Promise<void>; log?: (line: string) => void } = {},
): Promise<TuneResult> {
  const started = Date.now();
  const brief = readBrief(file);
  const ruleset = loadRuleset(brief.ruleset);
  if (ruleset.family !== 'republic')
    throw new InputError({
      file: brief.file,
      line: brief.rulesetLine,
      field: 'ruleset',
      expected: `a Republic ruleset (tune moves the provisional cells of its tables), got ${ruleset.source.id}`,
    });
  // each switch named with its line in the brief
  if (!checkSwitches(ruleset.source.switches, brief.switches, brief.switchNodes))
    Object.values(brief.switchNodes)[0].problems.throwIfAny();
  const switches = resolveSwitches(ruleset.source.switches, brief.switches, {
    file: brief.file,
    field: 'switches',
  });
  if (!brief.sim.exact) return runMonteCarloTune(brief, ruleset, switches, out, started, options);
  const ev = new Evaluator(brief.sim, ruleset, switches);
  const firstLayouts = brief.targets.map((t) => {
    if (!singleMetric(t.expr))
      t.metricNode.fail(
        `expected one metric: a sum or ratio of metrics is for a Monte Carlo sim's targets (${brief.sim.id} is exact)`,
      );
    const layouts = t.parts.map((p) => ev.check(p, t.metric, t.metricNode));
    checkTargetBounds(t, layouts[0]);
    return layouts[0];
  });
  const before = brief.targets.map((t) => ev.mixValue(t.parts, t.metric));
  const guard = new GuardRails(ev, brief, firstLayouts, before);
  brief.targets[0]?.metricNode.problems.throwIfAny();
  const abs = claimOutputFolder(out, { command: 'tune', what: 'patch', force: options.force ?? false });
  const shipped = loadRulesetOf('republic', brief.ruleset);
  const original = new Evaluator(brief.sim, shipped, switches);
  const slots = selectSlots(brief, ruleset);
  let reads: Array<Set<string>> = [];
  const refreshReach = () =>
    (reads = brief.targets.map(
      (t) => new Set([...ev.mixReach(t.parts)].filter(([, r]) => r > 0).map(([c]) => key(c.file, c.field))),
    ));
  refreshReach();
  // a sim that cannot say which cells it reads: every target may read every cell
  const readers = (s: CellSlot) =>
    brief.targets.flatMap((_, i) =>
      !brief.sim.reach || reads[i].has(key(s.file, s.original.cell.field)) ? [i] : [],
    );
  const startObjective = brief.targets.reduce((s, t, i) => s + t.weight * miss(t, before[i]), 0);
  options.log?.(
    `warbench: tune: moving ${slots.length} provisional cells toward ${brief.targets.length} target${brief.targets.length === 1 ? '' : 's'} (Ctrl-C stops, writing nothing)`,
  );
  await holdForTest('tune');
  const { state, binding } = await searchTable(ev, brief.targets, slots, readers, {
    costPerCell: brief.costPerCell,
    quickProblems: () => auditProblems(ruleset.data),
    fullProblems: () => fullAuditProblems(ruleset, switches),
    refusal: (values) => guard.refusal(values),
    afterMove: refreshReach,
    between: options.between,
  });

  const changes: CellChange[] = slots
    .filter((s) => state.steps.get(s) !== 0)
    .map((s) => ({
      slot: s,
      to: s.get().cell.text,
      readBy: readers(s).map((i) => JSON.stringify(brief.targets[i].name)),
    }));
  const text = patchText(`Tuned to ${brief.title}`, ruleset.source.id, brief.file, changes);
  const patchFile = join(abs, 'patch.yaml');

  // check the patch as a designer would use it: read afresh from its text, every target exact, the whole audit
  const patched = loadRulesetOf('republic', brief.ruleset, [patchFromText(text, patchFile)]);
  const check = new Evaluator(brief.sim, patched, switches);
  const after = brief.targets.map((t) => check.mixValue(t.parts, t.metric));
  const problems = fullAuditProblems(patched, switches).map((f) => `${f.check}: ${f.message}`);
  const targets: TargetResult[] = brief.targets.map((t, i) => {
    const met = miss(t, after[i]) <= 1e-12;
    return {
      name: t.name,
      metric: showMetric(t.metric),
      words: metricWords(check.compile(t.parts[0]).layout, t.metric),
      low: t.low,
      high: t.high,
      weight: t.weight,
      before: before[i],
      after: after[i],
      met,
      ...(met ? {} : { binds: binds(slots, readers, i, binding[i]) }),
    };
  });
  const result: TuneResult = {
    brief: brief.file,
    title: brief.title,
    method: 'exact',
    targets,
    changes: changes.map(changeRow),
    movableCells: slots.length,
    objective: { before: startObjective, after: state.objective },
    auditProblems: problems,
    auditCreated: auditFindingsCreated(shipped, patched, switches),
    sideEffects: sideEffects(original, check, brief.targets, brief.sideEffects),
    sideEffectThreshold: brief.sideEffects,
    sameSide: guard.sameSide(after, check),
    patchFile,
    seconds: (Date.now() - started) / 1000,
  };
  await options.between?.(); // the last moment a Ctrl-C stops it: the two files are written together
  writeOutputFiles(abs, 'tune', [
    ['patch.yaml', text],
    ['tune.json', `${JSON.stringify(result, null, 2)}\n`],
  ]);
  return result;
}

/** A chance's target must lie in [0, 1] (a share of trials); a count's at or above the least it can take. */
/** In words: why a target stays unmet. */
function binds(
  slots: readonly CellSlot[],
  readers: (s: CellSlot) => number[],
  i: number,
  b: Binding,
): string {
  if (!slots.some((s) => readers(s).includes(i)))
    return 'no provisional cell its situations read can move: they read only text and example cells';
  const said: string[] = [];
  if (b.audit.size) {
    const [move, rules] = [...b.audit][0];
    const all = [...new Set([...b.audit.values()].flat())];
    said.push(
      `the audit's rules bind (${all.join('; ')}): ${b.audit.size} move${b.audit.size === 1 ? ' that would bring it closer breaks' : 's that would bring it closer break'} one, e.g. ${move} breaks "${rules[0]}"`,
    );
  }
  if (b.protect.length)
    said.push(
      `a guard rail of the brief binds: ${b.protect.length} move${b.protect.length === 1 ? '' : 's'} the audit allows would bring it closer but ${b.protect.length === 1 ? 'is' : 'are'} refused, e.g. ${b.protect[0]}`,
    );
  if (b.tradeOff.length)
    said.push(
      `a trade-off binds: ${b.tradeOff.length} allowed move${b.tradeOff.length === 1 ? '' : 's'} would bring it closer (e.g. ${b.tradeOff[0]}) but cost more in other targets or in changed cells (costPerCell) than ${b.tradeOff.length === 1 ? 'it gains' : 'they gain'}`,
    );
  if (said.length) return said.join('; and ');
  return 'the cells its situations read are at the ends of their ladders of legal results';
}
