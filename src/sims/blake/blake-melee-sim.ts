import { meleeAdd, type MeleeSide } from '../../engine/blake/melee-total.ts';
import { CLASSES } from '../../engine/blake/rules/fire.ts';
import { DEFENCES } from '../../engine/blake/rules/melee.ts';
import type { YamlNode } from '../../engine/input/yaml-node.ts';
import { diceOf, fixedDiceExact, fixedDiceKernel, type FixedDiceCompiled } from '../fixed-dice.ts';
import { makeLayout } from '../layout.ts';
import type { Sim } from '../sim.ts';
import { PROVISIONAL_DISTRIBUTION, tallyOutcome, tallyValue } from '../tally.ts';
import { typedSwitches } from '../../engine/ruleset/typed-switches.ts';

export interface BlakeMeleeCompiled extends FixedDiceCompiled {
  /** attacker's add minus the defender's */
  edge: number;
  /** the defender rolls a die too (switch meleeRoll) */
  defenderRolls: boolean;
  maxDiff: number;
  minDiff: number;
  attFigures: number;
  defFigures: number;
  /** by row: figures lost, capped at the stand's figures */
  defLoses: Int32Array;
  attLoses: Int32Array;
  rowProv: Uint8Array;
  /** index of each side's leader die in faces, -1 if none */
  attLeaderDie: number;
  defLeaderDie: number;
  leaderFallsOn: number;
  o: { att: number; def: number; destroyed: number; leaders: number; prov: number };
}

function readSide(n: YamlNode, defender: boolean): MeleeSide & { squareOrObstacle: boolean } {
  n.allowKeys([
    'figures',
    'mounted',
    'impact',
    'disordered',
    'class',
    'supports',
    'leader',
    ...(defender ? ['square', 'defence'] : []),
  ]);
  const disordered = n.get('disordered').optBool(false);
  const cls = n.get('class').optOneOf(CLASSES, 'C');
  const defence = n.get('defence').optOneOf(DEFENCES, 'none');
  return {
    // MOUNTED CHARGES: "except against squares or the equivalent [that are not disordered] or against enemies sheltering behind obstacles"
    squareOrObstacle: (n.get('square').optBool(false) && !disordered) || defence !== 'none',
    cls,
    defence,
    figures: n.get('figures').optInt(6, 1, 12),
    mounted: n.get('mounted').optBool(false),
    impact: n.get('impact').optBool(true),
    halved: disordered || cls === 'D',
    supports: n.get('supports').optInt(0, 0, 6),
    leader: n.get('leader').optBool(false),
  };
}

/** RESOLVING MELEES: die + figures + supports + leader each; the difference reads the results. */
function score(c: BlakeMeleeCompiled, f: Int32Array, acc: Float64Array, w: number): void {
  const row =
    c.maxDiff - Math.max(c.minDiff, Math.min(c.maxDiff, f[0] - (c.defenderRolls ? f[1] : 0) + c.edge));
  const dl = c.defLoses[row];
  const al = c.attLoses[row];
  tallyOutcome(acc, 0, row, w);
  tallyOutcome(acc, c.o.destroyed, (dl >= c.defFigures ? 1 : 0) + (al >= c.attFigures ? 2 : 0), w);
  // DANGER TO LEADERS: a leader taking part falls on a separate D10 of 9-10
  const fell =
    (c.attLeaderDie >= 0 && f[c.attLeaderDie] >= c.leaderFallsOn ? 1 : 0) +
    (c.defLeaderDie >= 0 && f[c.defLeaderDie] >= c.leaderFallsOn ? 1 : 0);
  tallyValue(acc, c.o.att, al, w);
  tallyValue(acc, c.o.def, dl, w);
  tallyValue(acc, c.o.leaders, fell, w);
  tallyOutcome(acc, c.o.prov, c.rowProv[row], w);
}

export const blakeMeleeSim: Sim<BlakeMeleeCompiled, 'blake'> = {
  id: 'blake-melee',
  title: 'Blake: one round of stand melee',
  families: ['blake'],
  defaultRuleset: 'blake',
  exampleSituation: 'experiments/situations/blake-melee.yaml',
  compile(ruleset, s, given) {
    const switches = typedSwitches('blake', given);
    s.allowKeys(['attacker', 'defender']);
    const r = ruleset.data;
    const att = readSide(s.get('attacker'), false);
    const def = readSide(s.get('defender'), true);
    const m = r.melee;
    const die = switches.meleeDie === 'd10' ? 10 : 6;
    const defenderRolls = switches.meleeRoll !== 'attackerOnly';
    const sides = defenderRolls ? [die, die] : [die];
    const attLeaderDie = att.leader ? sides.push(10) - 1 : -1;
    const defLeaderDie = def.leader ? sides.push(10) - 1 : -1;
    const rows = m.maxDiff - m.minDiff + 1;
    const t = m.totals;
    const totalsProv =
      t.figurePoints.cell.source === 'provisional' ||
      (att.supports + def.supports > 0 && t.supportBonus.cell.source === 'provisional');
    const label = (d: number) =>
      `${d === m.maxDiff ? '>=' : d === m.minDiff ? '<=' : ''}${d > 0 ? '+' : ''}${d}`;
    const layout = makeLayout({
      distributions: [
        {
          name: 'melee_row',
          title: 'Melee result row (attacker total minus defender total)',
          outcomes: Array.from({ length: rows }, (_, i) => label(m.maxDiff - i)),
        },
        { name: 'destroyed', title: 'Stands destroyed', outcomes: ['none', 'defender', 'attacker', 'both'] },
        PROVISIONAL_DISTRIBUTION,
      ],
      means: [
        { name: 'attacker_figures_lost', title: 'Attacker figures lost', unit: 'figures' },
        { name: 'defender_figures_lost', title: 'Defender figures lost', unit: 'figures' },
        { name: 'leaders_fallen', title: 'Leaders fallen', unit: 'leaders' },
      ],
    });
    return {
      layout,
      ...diceOf(sides),
      edge: meleeAdd(r, att, !def.squareOrObstacle) - meleeAdd(r, def),
      defenderRolls,
      maxDiff: m.maxDiff,
      minDiff: m.minDiff,
      attFigures: att.figures,
      defFigures: def.figures,
      defLoses: Int32Array.from(m.defenderLoses, (v) => Math.min(v.value, def.figures)),
      attLoses: Int32Array.from(m.attackerLoses, (v) => Math.min(v.value, att.figures)),
      rowProv: Uint8Array.from(m.defenderLoses, (v, i) =>
        v.cell.source === 'provisional' || m.attackerLoses[i].cell.source === 'provisional' || totalsProv
          ? 1
          : 0,
      ),
      attLeaderDie,
      defLeaderDie,
      leaderFallsOn: m.leaderFallsOn.value,
      o: {
        att: layout.meanOffset.attacker_figures_lost,
        def: layout.meanOffset.defender_figures_lost,
        destroyed: layout.distOffset.destroyed,
        leaders: layout.meanOffset.leaders_fallen,
        prov: layout.distOffset[PROVISIONAL_DISTRIBUTION.name],
      },
    };
  },
  kernel: fixedDiceKernel(score),
  exact: fixedDiceExact(score),
};
