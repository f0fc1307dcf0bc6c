import { MORALE_STATES } from '../rules/grades.ts';
import { ATT, DEF, S } from './assault-state.ts';
import type { CompiledAssault } from './compiled-assault.ts';
import { signedModifier } from '../../notation/signed-modifier.ts';

/**
 * Each side's §5.4 modifiers in the first round, item by item, and the
 * difference they make before the dice: the same terms applyRound adds
 * (round.ts), read from the starting state, so a designer can check that
 * the rules were read right ("attacker: veteran +1, leader within 2" +1,
 * no cover 0, formed 0 = +2; difference before the dice +2").
 */
export function firstRoundModifiers(c: CompiledAssault): {
  attacker: string;
  defender: string;
  difference: string;
} {
  const st = c.init;
  const at =
    ((st[S.BASES + ATT] + st[S.BATTERIES + ATT]) * (c.dMax + 1) + st[S.BASES + DEF] + st[S.BATTERIES + DEF]) *
    2;
  const side = (k: 0 | 1, items: readonly string[]) => {
    const morale = st[S.MORALE + k];
    const terms: Array<[string, number, boolean]> = [
      [MORALE_STATES[morale], c.moraleMod[k * 5 + morale], true],
      ['outnumbered', c.outMod[at + k], false],
      ['bases lost this turn', st[S.LOST + k] * c.recentBaseLost, false],
      ['panic hits this phase', st[S.WORST_P + k] * c.worstPanicHit, false],
    ];
    const dynamic = terms
      .filter(([, v, always]) => always || v !== 0)
      .map(([what, v]) => `${what} ${signedModifier(v)}`);
    const total = c.staticMod[k] + terms.reduce((s, [, v]) => s + v, 0);
    return { text: `${[...items, ...dynamic].join(', ')} = ${signedModifier(total)}`, total };
  };
  const a = side(ATT, c.staticItems.attacker);
  const d = side(DEF, c.staticItems.defender);
  return {
    attacker: a.text,
    defender: d.text,
    difference: `${signedModifier(a.total - d.total)} (attacker ${signedModifier(a.total)} minus defender ${signedModifier(d.total)}); the natural rolls' difference is added to it`,
  };
}
