import type { Stream } from '../../engine/dice/stream.ts';
import type { CompiledEngagement } from '../compile/compile-engagement.ts';
import { assaultTarget, moveForwardToward, RULE, type FieldState } from '../state/field-state.ts';
import { advancesVoluntarily, breakthroughMove } from './carry.ts';
import { fight } from './fight.ts';
import { assaultForbidden } from './gather.ts';
import { DEC, SO } from '../../engine/republic/assault/assault-state.ts';

/** Most enemy lines one breakthrough goes on through in a sector: a stop, as a sector has few lines. */
const enum LINES {
  MAX = 4,
}

/**
 * §5.5 Breakthrough after an assault in `sector` led by `first` decided `d`:
 * a "must", or a "may" (or an overrun) the doctrine pursues, goes on to the
 * next enemy line if the assault movement reaches it and assaults it, and
 * so on from that line's assault (§5.5 Overrun "may continue assaulting
 * units in this manner as long as it has the available movement and
 * continues to achieve assault results allowing further movement"; a
 * "must" "will move to the limit of their full assault movement ... unless
 * countermanded by a new assault result"), so a "must" with no line left
 * moves to that limit. A "may" is voluntary: not made toward a line the
 * lead brigade may not assault (§2.3), nor by a Demoralized brigade beside it.
 */
export function breakthrough(
  rng: Stream,
  c: CompiledEngagement,
  f: FieldState,
  side: number,
  sector: number,
  first: number,
  d: number,
): void {
  const { at, units } = c.ix;
  const k = side * c.nSectors + sector;
  for (let line = 0; line < LINES.MAX; line++) {
    const must = d === DEC.BREAKTHROUGH_MUST;
    const may = (d === DEC.BREAKTHROUGH_MAY || d === DEC.OVERRUN) && c.doctrine[side].pursue;
    if ((!must && !may) || f.bases[first] === 0 || f.response[first] >= 0) return;
    const next = assaultTarget(c, f, 1 - side, sector);
    if (next < 0) {
      // §5.5 a "must" moves "to the limit of their full assault movement" with no line left to reach
      if (must)
        for (let i = at[k], end = at[k + 1]; i < end; i++) {
          const u = units[i];
          if (!f.assaulting[u] || f.bases[u] === 0 || f.response[u] >= 0) continue;
          moveForwardToward(c, f, u, c.normal[u] + c.charge[u] - f.advanced[u], next);
        }
      return;
    }
    if (!must && assaultForbidden(c, f, first, next)) return; // §2.3, §5.5 taken as a carry
    const gap = c.ix.gap[first] - f.pos[first] - f.pos[next]; // distance(), written out (within)
    const need = breakthroughMove(c, f, side, first, gap, must);
    if (need < 0) return;
    for (let i = at[k], end = at[k + 1]; i < end; i++) {
      const u = units[i];
      if (!f.assaulting[u] || f.bases[u] === 0 || f.response[u] >= 0) continue;
      // §2.3 a Demoralized brigade beside the lead one stays on a "may" breakthrough
      if (!must && !advancesVoluntarily(f, u)) continue;
      moveForwardToward(c, f, u, need, next);
    }
    if (gap - need > c.generalRange) return; // a "must" that moved its limit and is still short of assault range
    f.ruleCount[RULE['§5.5 breakthrough into the second line']]++;
    const cBonus = f.cBonus[sector];
    d = fight(rng, c, f, side, sector, first, next, true, cBonus);
    if (d < 0) {
      f.cBonus[sector] = cBonus;
      return;
    }
    f.cBonus[sector] = c.party.side[SO.C_BONUS];
  }
}
