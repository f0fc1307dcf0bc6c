import { d10 } from '../../engine/dice/roll.ts';
import type { Stream } from '../../engine/dice/stream.ts';
import { allowedActions, maneuverModifier } from '../../engine/republic/maneuver/maneuver.ts';
import { ARMS } from '../../engine/republic/rules/arms.ts';
import { MANEUVER_ACTIONS } from '../../engine/republic/rules/maneuver.ts';
import type { CompiledEngagement } from '../compile/compile-engagement.ts';
import { leadersNear } from './leaders-near.ts';
import { assaultTarget, distance, frontUnit, RULE, type FieldState } from '../state/field-state.ts';

const ASSAULT = 1 << MANEUVER_ACTIONS.indexOf('assault');
const ADVANCE = 1 << MANEUVER_ACTIONS.indexOf('advance');
const PULL_BACK = 1 << MANEUVER_ACTIONS.indexOf('pullBack');

/** An infantry or cavalry unit with bases standing in its sector's front line (within half an inch of its front unit). */
export function inFront(c: CompiledEngagement, f: FieldState, u: number): boolean {
  if (c.combat[u] === 0 || f.bases[u] === 0) return false;
  const front = frontUnit(c, f, c.s.units[u].side, c.s.units[u].sector);
  return f.pos[u] >= f.pos[front] - 0.5;
}

/** The units that would assault by doctrine: the front unit of each sector, its division not panicked. */
function wantsToAssault(c: CompiledEngagement, f: FieldState, u: number, enemy: number): boolean {
  const unit = c.s.units[u];
  const doctrine = c.s.sides[unit.side].doctrine;
  if (doctrine.assault === 'never' || enemy < 0 || f.panicked[unit.division]) return false;
  if (doctrine.secondLine === 'hold' && c.startSecond[u]) return false;
  return f.morale[u] <= doctrine.assaultUpTo;
}

/**
 * §3.2 Maneuver of the attacking side. Each brigade in a sector's front line, if
 * its doctrine sends it in, rolls 1D10 + modifiers (+1 when a brigade of a
 * neighbouring sector also goes in, the division commander's class, +1
 * each proficient and +2 each energetic leader within 2", -1 a morale
 * hit, -3 a leader just replaced): Assault allowed and not forbidden
 * by §2.3, it closes to the doctrine's range (§5.1), using charge movement
 * if its normal move falls short (§3.1); else Advance closes up without
 * entering assault range. A brigade at the doctrine's pullBackAt state pulls
 * back out of assault range if its roll allows.
 */
export function maneuverPhase(rng: Stream, c: CompiledEngagement, f: FieldState, side: number): void {
  const s = c.s;
  const dist = c.rules.distances;
  const doctrine = s.sides[side].doctrine;
  const range = doctrine.assault === 'allOut' ? dist.allOutRange.value : dist.generalRange.value;
  const ms = c.maneuver;
  for (let u = 0; u < c.nUnits; u++) {
    const sector = s.units[u].sector;
    if (s.units[u].side !== side || !inFront(c, f, u)) continue;
    const enemy = assaultTarget(c, f, 1 - side, sector);
    const pullBack = f.morale[u] >= doctrine.pullBackAt && enemy >= 0 && distance(c, f, u, enemy) <= dist.generalRange.value;
    if (!pullBack && !wantsToAssault(c, f, u, enemy)) continue;
    const unit = s.units[u];
    const division = s.divisions[unit.division];
    ms.grade = unit.grade;
    ms.moraleHits = f.morale[u];
    ms.sameAction = false;
    for (let w = 0; w < c.nUnits && !pullBack; w++) {
      const o = s.units[w].sector;
      if (w === u || s.units[w].side !== side || o < sector - 1 || o > sector + 1 || !inFront(c, f, w)) continue;
      if (wantsToAssault(c, f, w, assaultTarget(c, f, 1 - side, o))) ms.sameAction = true;
    }
    ms.divisionCommander = division.leader.class;
    leadersNear(c, f, side, c.oneUnit.fill(u), c.leaderCount);
    ms.energeticLeadersWithin2 = c.leaderCount[0];
    ms.proficientLeadersWithin2 = c.leaderCount[1];
    ms.leaderJustReplaced = f.replaced[unit.division] === 1;
    const actions = allowedActions(c.rules, unit.grade, d10(rng) + maneuverModifier(c.rules, ms), c.switches);
    f.ruleCount[RULE['§3.2 maneuver roll']]++;
    const gap = distance(c, f, u, enemy);
    const cavalry = c.cavalry[u] === 1;
    const move = (cavalry ? dist.cavalryMove : dist.infantryMove).value;
    if (pullBack) {
      if (actions & PULL_BACK) f.pos[u] -= Math.min(move, dist.generalRange.value + 1 - gap);
      continue;
    }
    const ur = c.unitRules[u];
    const state = f.morale[u];
    if (actions & ASSAULT && !ur.noAssault[state * ARMS.length + c.armIndex[enemy]]) {
      const need = gap - range;
      const charge = (cavalry ? dist.cavalryCharge : dist.infantryCharge).value;
      if (need <= move + charge) {
        if (need > move) {
          f.charged[u] = 1;
          f.ruleCount[RULE['§3.1 charge movement to contact']]++;
        }
        if (need > 0) f.pos[u] += need;
        f.assaulting[u] = 1;
        f.ruleCount[RULE['§3.2 assault allowed and taken']]++;
        continue;
      }
    }
    // Advance: forward, but not into assault range (§3.2)
    const room = gap - dist.generalRange.value - 1;
    if (actions & ADVANCE && !ur.noAdvance[state * ARMS.length + c.armIndex[enemy]] && room > 0) f.pos[u] += Math.min(move, room);
  }
}
