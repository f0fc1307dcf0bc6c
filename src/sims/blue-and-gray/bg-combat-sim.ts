import {
  attackStrength,
  bombardAllowed,
  defenceShift,
  defenceStrength,
  oddsColumn,
  refusedAtNight,
} from '../../engine/blue-and-gray/odds.ts';
import {
  compileEffects,
  R_ATT_LOSS,
  R_ATT_MORALE,
  R_DEF_LOSS,
  R_DEF_MORALE,
  resolveResult,
  type BgEffects,
} from '../../engine/blue-and-gray/resolve.ts';
import { MORALE } from '../../engine/blue-and-gray/rules/bg-rules.ts';
import { ODDS, RESULTS } from '../../engine/blue-and-gray/rules/crt.ts';
import { scale } from '../../engine/blue-and-gray/rules/fraction.ts';
import { diceOf, fixedDiceExact, fixedDiceKernel, type FixedDiceCompiled } from '../fixed-dice.ts';
import { makeLayout } from '../layout.ts';
import type { Sim } from '../sim.ts';
import { PROVISIONAL_DISTRIBUTION, tallyOutcome, tallyValue } from '../tally.ts';
import { readBgAttacker, readBgDefender } from './bg-situation.ts';
import { typedSwitches } from '../../engine/ruleset/typed-switches.ts';

export interface BgCombatCompiled extends FixedDiceCompiled {
  /** the column by night die face (index 0 when no night die) */
  column: Int32Array;
  night: boolean;
  /** crt[(die - 1) * 10 + column]: result index */
  crt: Int32Array;
  crtProv: Uint8Array;
  effects: BgEffects;
  out: Int32Array;
  o: { result: number; att: number; def: number; attLoss: number; defLoss: number; prov: number };
}

const AFTER = [...MORALE, 'eliminated'] as const;

/**
 * §11.23 night die (if any), the CRT die, then a disorder die for a unit of
 * each side: every unit rolls its own (§12.12 "a die for each retreating
 * unit", §12.13 "a die for each surviving unit") under the same rule, so
 * one die gives the state of each surviving unit (the side's units, alike
 * before the combat, are alike in chance after it).
 */
function score(c: BgCombatCompiled, f: Int32Array, acc: Float64Array, w: number): void {
  const k = c.night ? 1 : 0;
  const col = c.column[c.night ? f[0] - 1 : 0];
  const cell = (f[k] - 1) * ODDS.length + col;
  const result = c.crt[cell];
  resolveResult(c.effects, result, f[k + 2], f[k + 1], c.out);
  tallyOutcome(acc, 0, col, w);
  tallyOutcome(acc, c.o.result, result, w);
  tallyOutcome(acc, c.o.att, c.out[R_ATT_MORALE], w);
  tallyOutcome(acc, c.o.def, c.out[R_DEF_MORALE], w);
  tallyValue(acc, c.o.attLoss, c.out[R_ATT_LOSS], w);
  tallyValue(acc, c.o.defLoss, c.out[R_DEF_LOSS], w);
  tallyOutcome(acc, c.o.prov, c.crtProv[cell] | c.effects.provisional[result], w);
}

export const bgCombatSim: Sim<BgCombatCompiled, 'blue-and-gray'> = {
  id: 'bg-combat',
  // §11.3 / §12.41 (a) remove markers at night only from units "not in an Enemy Zone of Control": both sides of an attack here are in one, so night is the §11.23 die alone
  title:
    'Blue & Gray: one attack on the CRT, with disorder (at night the §11.23 die only: both sides stand in an enemy ZOC, so no marker is removed, §11.3, §12.41 (a))',
  families: ['blue-and-gray'],
  defaultRuleset: 'blue-and-gray',
  exampleSituation: 'experiments/situations/bg-combat.yaml',
  compile(ruleset, s, given) {
    const switches = typedSwitches('blue-and-gray', given);
    s.allowKeys(['attacker', 'defender', 'night']);
    const r = ruleset.data;
    const a = readBgAttacker(s.get('attacker'));
    const d = readBgDefender(s.get('defender'));
    const night = s.get('night').optBool(false);
    const bombarding = a.arm === 'artillery' && a.range !== 'adjacent';
    if (night && refusedAtNight(r, a))
      s.get('night').fail(
        `expected a day attack, or artillery attacking from an adjacent hex (${r.nightAdjacentOnly.cell.ref})`,
      );
    const halfDown = switches.halfRounding === 'down';
    const A = attackStrength(r, a, halfDown);
    const D = defenceStrength(r, d, !bombarding, halfDown);
    if (A === 0)
      s.get('attacker')
        .get('morale')
        .fail('expected a unit that may attack (§12.23: Routed units may not attack)');
    const shift = defenceShift(r, d, a.notAcross, bombarding);
    if (bombarding && !bombardAllowed(r, A, D, shift, switches.bombardFloor === 'afterShifts'))
      s.get('attacker').fail('expected a bombardment at 1:5 or better (§9.18)');
    const column = Int32Array.from(night ? r.night : [null], (f) =>
      oddsColumn(f ? scale(A, f.value, halfDown) : A, D, shift, switches.shiftOrder !== 'beforeCap'),
    );
    const table = switches.partialResults === 'revised' ? r.revisedCrt : r.crt;
    const crt = Int32Array.from(table.flat(), (v) => RESULTS.indexOf(v.value));
    const crtProv = Uint8Array.from(table.flat(), (v) => (v.cell.source === 'provisional' ? 1 : 0));
    const effects = compileEffects(r, {
      attStrength: a.strength,
      defStrength: d.strength,
      attMorale: MORALE.indexOf(a.morale),
      defMorale: MORALE.indexOf(d.morale),
      attackerImmune: bombarding,
      adjacent: !bombarding,
      attArtillery: a.arm === 'artillery',
      defArtillery: d.arm === 'artillery',
      defArtilleryAlways: switches.artilleryRetreatDisorder === 'always',
      attUnit: a.unitStrength ?? a.strength,
    });
    const layout = makeLayout({
      distributions: [
        { name: 'odds', title: 'Odds column', outcomes: ODDS },
        { name: 'result', title: 'Combat result', outcomes: RESULTS },
        {
          name: 'attacker_after',
          title: 'Attacker after combat: each surviving unit (eliminated: every unit)',
          outcomes: AFTER,
        },
        {
          name: 'defender_after',
          title: 'Defender after combat: each surviving unit (eliminated: every unit)',
          outcomes: AFTER,
        },
        PROVISIONAL_DISTRIBUTION,
      ],
      means: [
        { name: 'attacker_strength_lost', title: 'Attacker strength lost', unit: 'strength points' },
        { name: 'defender_strength_lost', title: 'Defender strength lost', unit: 'strength points' },
      ],
    });
    return {
      layout,
      ...diceOf(night ? [6, 6, 6, 6] : [6, 6, 6]),
      column,
      night,
      crt,
      crtProv,
      effects,
      out: new Int32Array(4),
      o: {
        result: layout.distOffset.result,
        att: layout.distOffset.attacker_after,
        def: layout.distOffset.defender_after,
        attLoss: layout.meanOffset.attacker_strength_lost,
        defLoss: layout.meanOffset.defender_strength_lost,
        prov: layout.distOffset[PROVISIONAL_DISTRIBUTION.name],
      },
    };
  },
  kernel: fixedDiceKernel(score),
  exact: fixedDiceExact(score),
};
