import { endOfTurnKinds, EOT_END, EOT_IMPETUOUS } from '../../engine/blake/end-of-turn.ts';
import { COMMANDS } from '../../engine/blake/rules/command.ts';
import { d10 } from '../../engine/dice/roll.ts';
import type { Stream } from '../../engine/dice/stream.ts';
import { anyProvisional } from '../../engine/ruleset/named-cells.ts';
import { makeLayout, type Layout } from '../layout.ts';
import type { Compiled, ExactResult, Sim } from '../sim.ts';
import { PROVISIONAL_DISTRIBUTION, tallyOutcome, tallyValue } from '../tally.ts';
import { typedSwitches } from '../../engine/ruleset/typed-switches.ts';

export interface BlakeEotCompiled extends Compiled {
  groups: number;
  /** kind by natural D10 (EOT_GO, EOT_END, EOT_IMPETUOUS): one table, or one for each D10 of the command-quality roll */
  tables: Int32Array[];
  /** 1 where the table's command rests on a provisional cell, by table */
  provs: Int32Array;
  prov: number;
  provOffset: number;
  impOffset: number;
}

/** One turn's tally: groups moved (1..N) and impetuous advances. */
function tallyTurn(
  c: BlakeEotCompiled,
  moved: number,
  impetuous: number,
  acc: Float64Array,
  w: number,
): void {
  tallyOutcome(acc, 0, moved - 1, w);
  tallyValue(acc, c.impOffset, impetuous, w);
  tallyOutcome(acc, c.provOffset, c.prov, w);
}

export const blakeEndOfTurnSim: Sim<BlakeEotCompiled, 'blake'> = {
  id: 'blake-end-of-turn',
  title: 'Blake: End of Turn Dice (how many command groups move)',
  families: ['blake'],
  defaultRuleset: 'blake',
  exampleSituation: 'experiments/situations/blake-end-of-turn.yaml',
  compile(ruleset, s, inForce) {
    const switches = typedSwitches('blake', inForce);
    s.allowKeys(['command', 'cincFallen', 'impetuous', 'commandGroups']);
    const r = ruleset.data;
    // DETERMINING COMMAND CONTROL QUALITY: "roll one D10 before the game begins" (command: rolled)
    const command = s.get('command').oneOf([...COMMANDS, 'rolled'] as const);
    const cincFallen = s.get('cincFallen').optBool(false);
    // "armies with poor or very poor command, or armies where impetuosity was a characteristic, are subject to impetuous advances"
    const impetuous = s.get('impetuous').optBool(false);
    if (s.has('impetuous') && !impetuous && (command === 'poor' || command === 'veryPoor'))
      s.get('impetuous').fail(
        'expected impetuous: true (or left out) for poor or very poor command: such armies are "subject to impetuous advances" (End of Turn Dice)',
      );
    const groups = s.get('commandGroups').optInt(6, 1, 40);
    const layout: Layout = makeLayout({
      distributions: [
        {
          name: 'groups_moved',
          title: 'Command groups that move this turn',
          outcomes: Array.from({ length: groups }, (_, i) => String(i + 1)),
        },
        PROVISIONAL_DISTRIBUTION,
      ],
      means: [{ name: 'impetuous_advances', title: 'Impetuous advances', unit: 'groups' }],
    });
    const e = r.command;
    const qualities =
      command === 'rolled' ? e.commandQuality : [{ value: command, cell: e.endsAtOrBelow.cell }];
    const tables = qualities.map(({ value: q }) =>
      endOfTurnKinds(
        r,
        q,
        cincFallen,
        impetuous || q === 'poor' || q === 'veryPoor',
        switches.endOfTurnCount === 'scoreCounted',
      ),
    );
    const provs = Int32Array.from(
      qualities,
      (q) =>
        anyProvisional(e.modifier[q.value], e.endsAtOrBelow) |
        (command === 'rolled' && q.cell.source === 'provisional' ? 1 : 0),
    );
    return {
      layout,
      groups,
      tables,
      provs,
      prov: provs[0],
      provOffset: layout.distOffset[PROVISIONAL_DISTRIBUTION.name],
      impOffset: layout.meanOffset.impetuous_advances,
    };
  },
  // End of Turn Dice: the first group moves freely, a D10 before each next one.
  kernel(rng: Stream, c: BlakeEotCompiled, trials: number, acc: Float64Array): void {
    for (let t = 0; t < trials; t++) {
      let moved = 1;
      let imp = 0;
      const roll = c.tables.length === 1 ? 0 : d10(rng) - 1;
      const kinds = c.tables[roll];
      c.prov = c.provs[roll];
      while (moved < c.groups) {
        const kind = kinds[d10(rng)];
        if (kind === EOT_END) break;
        if (kind === EOT_IMPETUOUS) imp++;
        moved++;
      }
      tallyTurn(c, moved, imp, acc, 1);
    }
  },
  exact(c: BlakeEotCompiled): ExactResult {
    const out = new Float64Array(c.layout.size);
    c.tables.forEach((kinds, i) => {
      c.prov = c.provs[i];
      exactTurn(c, kinds, 1 / c.tables.length, out);
    });
    c.prov = c.provs[0];
    return { perTrial: out, leftover: 0 };
  },
};

/** One command quality's turn, exactly, weighted by the chance of that quality. */
function exactTurn(c: BlakeEotCompiled, kinds: Int32Array, weight: number, out: Float64Array): void {
  let pEnd = 0;
  let pImp = 0;
  for (let n = 1; n <= 10; n++) {
    if (kinds[n] === EOT_END) pEnd += 0.1;
    if (kinds[n] === EOT_IMPETUOUS) pImp += 0.1;
  }
  const pGo = 1 - pEnd - pImp;
  // dist[i]: probability of having moved `moved` groups with i impetuous advances so far
  let dist = new Float64Array(c.groups);
  dist[0] = weight;
  for (let moved = 1; moved <= c.groups; moved++) {
    const next = new Float64Array(c.groups);
    for (let i = 0; i < c.groups; i++) {
      if (dist[i] === 0) continue;
      if (moved === c.groups) {
        tallyTurn(c, moved, i, out, dist[i]);
        continue;
      }
      tallyTurn(c, moved, i, out, dist[i] * pEnd);
      next[i] += dist[i] * pGo;
      next[i + 1] += dist[i] * pImp;
    }
    dist = next;
  }
}
