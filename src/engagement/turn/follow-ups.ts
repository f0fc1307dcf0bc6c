import type { Stream } from '../../engine/dice/stream.ts';
import type { CompiledEngagement } from '../compile/compile-engagement.ts';
import { assaultTarget, within, frontUnit, RULE, type FieldState } from '../state/field-state.ts';
import { breakthrough } from './breakthrough.ts';
import { fight } from './fight.ts';
import { assaultForbidden, readLeadersAgain } from './gather.ts';
import { DEC, SO } from '../../engine/republic/assault/assault-state.ts';

/** Most follow-up assaults one sector fights in one assault phase: a stop for results that leave both sides where they stand. */
export const enum FOLLOW_UPS {
  MAX = 4,
}
export const MAX_FOLLOW_UPS = FOLLOW_UPS.MAX;

/**
 * §1.7 "Resolve all assaults per section 5.0 until all formations are
 * beyond all-out assault contact range to the front of the attacking
 * units"; §5.1 Follow-up "As long as defending enemy units continue to face
 * the attacking unit within the attacker's all-out assault zone (2") they
 * will continue to trigger new general assaults": an attacking-side front
 * brigade left within 2" of the enemy, whatever its orders or doctrine,
 * fights an assault with the brigades beside it, unless §2.3 forbids it or
 * it made a forced move this turn; at most MAX_FOLLOW_UPS a sector. A
 * follow-up is a general assault, unless the sector's last assault or carry
 * moved the attackers on (f.pressed): "If a breakthrough or other continuing
 * movement results in further All Out assault rounds, the extra M hit and
 * tactical bonus may be repeatedly gained through those additional rounds",
 * so an all-out side's follow-up after such movement is all-out under either
 * reading of switch followUpBonus (A9, which reads only the assault's rounds
 * with no one moving).
 */
export function followUps(rng: Stream, c: CompiledEngagement, f: FieldState, side: number): void {
  const allOutRange = c.allOutRange;
  const { at, units } = c.ix;
  // a caller may run the follow-ups alone, after a phase of its own
  readLeadersAgain(c);
  for (let sector = 0; sector < c.nSectors; sector++) {
    const k = side * c.nSectors + sector;
    for (let n = 0; n < FOLLOW_UPS.MAX; n++) {
      const first = frontUnit(c, f, side, sector);
      if (first < 0 || f.response[first] >= 0) break;
      const foe = assaultTarget(c, f, 1 - side, sector);
      if (foe < 0 || !within(c, f, first, foe, allOutRange)) break;
      if (assaultForbidden(c, f, first, foe)) break;
      // the brigades beside it in the sector's front line (inFront: within half an inch of the front unit)
      for (let i = at[k], end = at[k + 1]; i < end; i++) {
        const u = units[i];
        if (f.response[u] < 0 && c.combat[u] === 1 && f.bases[u] > 0 && f.pos[u] >= f.pos[first] - 0.5)
          f.assaulting[u] = 1;
      }
      f.ruleCount[RULE['§1.7 follow-up assault within 2"']]++;
      // §5.1 All Out b) "Add a "C" tactical bonus to the next assault round (if any) made during this assault phase"
      const cBonus = f.cBonus[sector];
      f.cBonus[sector] = 0;
      const d = fight(rng, c, f, side, sector, first, foe, f.pressed[sector] === 1, cBonus);
      if (d < 0) break;
      // §5.1 "the extra M hit and tactical bonus may be repeatedly gained through those additional rounds": a
      // follow-up's all-out Win/Win C bonus goes on to the sector's next round, as the first assault's does
      f.cBonus[sector] = c.party.side[SO.C_BONUS];
      // §5.5 a follow-up's breakthrough or overrun goes on as the sector's first assault's does, its C bonus with it
      if (
        d === DEC.BREAKTHROUGH_MUST ||
        ((d === DEC.BREAKTHROUGH_MAY || d === DEC.OVERRUN) && c.doctrine[side].pursue)
      )
        breakthrough(rng, c, f, side, sector, first, d);
    }
  }
}
