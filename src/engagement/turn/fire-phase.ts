import { d10 } from '../../engine/dice/roll.ts';
import type { Stream } from '../../engine/dice/stream.ts';
import { tandemBaseHits, tandemMoraleHits } from '../../engine/republic/artillery/apply-hits.ts';
import { addMoraleHits } from '../../engine/republic/morale.ts';
import type { CompiledEngagement } from '../compile/compile-engagement.ts';
import { EX } from '../compile/skirmish-memo.ts';
import {
  bookLoss,
  CAUSE,
  coverIndex,
  distance,
  movingCavalry,
  RULE,
  type FieldState,
  frontBattery,
  frontUnit,
  refreshFronts,
  refreshFrontBack,
} from '../state/field-state.ts';
import { panicHits } from './forced-move.ts';
import { deepTarget } from './deep-target.ts';
import { inTandem, tandemTarget } from './tandem-target.ts';
import { leaderChecks } from './hors-de-combat-check.ts';
import { markerRange, markerScreen, screenAheadFacing } from './marker-screen.ts';

/** The morale state the fire phase reads, as a const enum (written into the code as a literal); pinned to DEMORALIZED by a test. */
export const enum MORALE {
  DEMORALIZED = 4,
}

/**
 * What a brigade's markers shoot at in its sector (§4.1 Attack "may fire on
 * enemy combat bases within 5"", §1.2 "Combat Bases ... including
 * infantry, cavalry and artillery formations"; switch skirmishTargets):
 * `combatBases`, the nearer of the enemy's front brigade and its
 * farthest-forward battery (the brigade when as near); `brigades` (§4.1
 * Combat "score M hits on enemy brigades"), the front brigade only. -1 if none.
 */
export function skirmishTarget(c: CompiledEngagement, f: FieldState, u: number): number {
  refreshFronts(c, f); // a caller may have set the field by hand
  const foe = 1 - c.ix.side[u];
  const sector = c.ix.sector[u];
  return markersTarget(c, f, u, frontUnit(c, f, foe, sector), frontBattery(c, f, foe, sector));
}

/**
 * skirmishTarget from the fronts the field keeps, `brigade` the enemy's front brigade in the sector and
 * `battery` its farthest-forward battery there.
 */
function markersTarget(
  c: CompiledEngagement,
  f: FieldState,
  u: number,
  brigade: number,
  battery: number,
): number {
  if (c.sw.skirmishBrigadesOnly || battery < 0) return brigade;
  if (brigade < 0) return battery;
  return distance(c, f, u, battery) < distance(c, f, u, brigade) ? battery : brigade;
}

/**
 * §4.1: the markers of the attacking side's front-line brigades (a marker's
 * "line-of-sight is blocked by all combat bases both friendly and enemy",
 * so a second line's markers do not fire through its first) shoot at the
 * unit facing them (skirmishTarget) from where they stand (markerRange);
 * the markers of the defending side's front brigade in the sector block,
 * shared out among them, whether the target is that brigade or a battery
 * (§4.1 Defend "A defending skirmish marker may attempt to block the
 * closest enemy skirmish marker that is within 5" of it").
 */
function skirmish(rng: Stream, c: CompiledEngagement, f: FieldState, side: number): void {
  const ix = c.ix;
  const memo = c.skirmish;
  const list = ix.markerUnits[side];
  const { skirmishers, gap } = ix;
  const { pos, bases, morale, front, fled } = f;
  const batteries = 2 * c.nSectors; // a side's battery slots follow its brigades' (frontSlot)
  const { frontSlot } = c;
  const foeFront = c.fires.foeFront;
  const outBelow = c.sw.markersWithdrawnAt;
  for (let j = 0; j < list.length; j++) {
    const u = list[j];
    const n = bases[u];
    const mine = front[frontSlot[u]];
    // §2.3, §1.4 (switch rattledMarkers): its markers are out, and only the front line's see the enemy
    // (deploysMarkers, written out: a unit listed has markers and is a brigade)
    if (n === 0 || morale[u] >= outBelow || !(pos[u] >= pos[mine] - 0.5)) continue;
    // markersOut, written out: §1.4 one marker per combat base it still has, less those picked up (§4.1 Flee)
    const out = skirmishers[u] - fled[u];
    const markers = out < n ? out : n;
    if (markers === 0) continue;
    const screen = front[foeFront[u]];
    const battery = front[foeFront[u] + batteries];
    // the target (markersTarget) and distance() to it, written out: inches from u are `base` less the unit's pos
    const base = gap[u] - pos[u];
    let target = screen;
    let d = screen < 0 ? 0 : base - pos[screen];
    if (battery >= 0 && !c.sw.skirmishBrigadesOnly) {
      const toBattery = base - pos[battery];
      if (screen < 0 || toBattery < d) {
        target = battery;
        d = toBattery;
      }
    }
    if (target < 0) continue;
    const screenOut =
      screen < 0 || morale[screen] >= outBelow
        ? 0
        : Math.min(skirmishers[screen] - fled[screen], bases[screen]);
    // the screen stands halfway only against the brigade it screens (§3.5 Fighting Withdrawal)
    const range = markerRange(c, d, screen === target && screenOut > 0);
    if (range > memo.maxRange) continue; // beyond skirmish range: no marker rolls, none blocked
    // §4.1 Defend: the screen blocks only markers "within 5" of it", each side's standing ahead of its parent
    // (a screen with markers out deploys them, standing ahead of it facing this side's front brigade, `mine`)
    const blockersAll =
      screenOut > 0 &&
      base - pos[screen] - (d - range) - screenAheadFacing(c, f, screen, mine) <= memo.blockReach
        ? screenOut
        : 0;
    memo.range[0] = range;
    // the blockers shared out: each marker `even`, the first `extra` one more; so at most two exchanges a unit
    const even = (blockersAll / markers) | 0;
    const extra = blockersAll - even * markers;
    const table = memo.table;
    let hits = 0;
    let fledNow = 0;
    for (let group = extra > 0 ? 0 : 1; group < 2; group++) {
      const blockers = group === 0 ? even + 1 : even;
      const count = group === 0 ? extra : markers - extra;
      if (count === 0) continue;
      const x = memo.exchange(u, target, screen, blockers);
      if (table[x + EX.PROVISIONAL] !== 0) f.prov = 1;
      const blockOn = table[x + EX.BLOCK_ON];
      const hitsFrom = table[x + EX.HITS_FROM];
      const fleeAt = table[x + EX.FLEE_AT];
      for (let i = 0; i < count; i++) {
        // §4.1 every blocker rolls, then the marker: its die is drawn even when blocked
        let blocked = false;
        for (let b = 0; b < blockers; b++) if (d10(rng) >= blockOn) blocked = true;
        const die = d10(rng);
        if (blocked) continue;
        if (die >= hitsFrom) hits++;
        else if (die <= fleeAt) fledNow++; // §4.1 Flee: "the marker is picked up (it flees back to the parent formation)"
      }
    }
    // what stays out is what did not flee (§1.4 at most a marker a base); picked up as the phase's fire takes effect
    if (fledNow > 0) {
      f.fleeing[2 * f.nFleeing] = u;
      f.fleeing[2 * f.nFleeing++ + 1] = skirmishers[u] - markers + fledNow;
    }
    if (hits === 0) continue;
    if (f.pendM[target] === 0 && f.pendB[target] === 0) c.fireTargets[f.nFired++] = target;
    f.pendM[target] += hits;
    f.skirmishM[target] += hits;
    f.ruleCount[RULE['§4.1 skirmish hit']] += hits;
  }
}

/**
 * §4.5 Main Targets: "Each artillery battery must fire at ... the closest
 * infantry/cavalry or artillery threat ... (infantry and cavalry targets
 * take priority over artillery targets)": in its own sector, the enemy's
 * front brigade or its farthest-forward battery, by range bracket and the
 * switch artilleryTargetPriority (A20); -1 if neither is within reach.
 * The artillery's own aim (artillery, probing the battery).
 */
export function targetOf(c: CompiledEngagement, f: FieldState, b: number): number {
  refreshFronts(c, f); // a caller may have set the field by hand
  return artillery(null, c, f, b) >> 1;
}

/**
 * Whether a friendly unit or its markers stand between battery `b` and its
 * target (targetOf): §4.2 "Artillery may not fire through or over friendly
 * units, including skirmishers"; §4.5 the firing zone "must be free of
 * friendly combat bases (or any parts thereof) and markers", "Friendly
 * units block light of sight for artillery"; §4.1 "Skirmish markers block
 * line-of-sight for friendly artillery". A friend of its sector with bases,
 * more than half an inch ahead of the battery (the model's one line) and
 * short of the target, masks it; so do the markers a front-line brigade
 * deploys (markerScreen) where they reach past that half inch from a
 * brigade more than half an inch behind it. A brigade level with it stands
 * beside it, its markers "deployed to the front of" it (§1.4), outside the
 * firing zone "beginning at an artillery battery's front" (§4.5), unless
 * switch markersBesideBattery says `mask`. A sector has no lateral room, so
 * a mask masks every target there. False with no target. The artillery's
 * own reading (artillery, probing the battery).
 */
export function maskedByFriends(c: CompiledEngagement, f: FieldState, b: number): boolean {
  refreshFronts(c, f); // a caller may have set the field by hand
  const aim = artillery(null, c, f, b);
  return aim >= 0 && (aim & 1) === 1;
}

/**
 * §4.2: every battery not silenced and not masked by friends (switch
 * fireThroughFriends) fires once at its target (targetOf), one die each;
 * the hits wait to be applied together. One loop, the field's arrays read
 * once and the target and the mask (maskedByFriends) written out in it: a
 * call per battery checks the same objects again. With `probe` a battery,
 * the loop only aims that one and returns its target * 2, plus 1 if friends
 * mask it (-1 with no target), firing nothing: targetOf and maskedByFriends
 * read the aim the phase takes.
 */
function artillery(rng: Stream | null, c: CompiledEngagement, f: FieldState, probe = -1): number {
  const list = c.ix.batteries;
  const gap = c.ix.gap;
  const { pos, bases, morale, front } = f;
  const batteries = 2 * c.nSectors; // a side's battery slots follow its brigades' (frontSlot)
  const fires = c.fires;
  const { maskAt, maskers, foeFront } = fires;
  for (let j = 0; j < list.length; j++) {
    const b = probe < 0 ? list[j] : probe;
    // §2.3: a Demoralized battery is silenced
    if (probe < 0 && (bases[b] === 0 || morale[b] >= MORALE.DEMORALIZED)) continue;
    const ahead = gap[b] - pos[b]; // distance(), written out (within)
    // the target (§4.5, A20): the enemy's front brigade or its farthest-forward battery
    const brigade = front[foeFront[b]];
    const battery = front[foeFront[b] + batteries];
    const cb = brigade < 0 ? -1 : fires.column(b, ahead - pos[brigade]);
    let t = brigade;
    let column = cb;
    // a battery no nearer than the brigade stands in no nearer a column: its column is not needed
    if (cb < 0 || (battery >= 0 && pos[battery] > pos[brigade])) {
      const ct = battery < 0 ? -1 : fires.column(b, ahead - pos[battery]);
      if (cb < 0 || (ct >= 0 && cb > ct && !c.sw.infantryFirst)) {
        column = ct;
        t = ct >= 0 ? battery : -1;
      }
    }
    if (t < 0) {
      if (probe >= 0) return -1;
      continue;
    }
    // the mask (§4.2, §4.5, §4.1): a friend, or its markers, between the battery and its target
    const far = gap[b] - pos[t];
    const line = pos[b] + 0.5;
    const behind = pos[b] - 0.5;
    let mask = false;
    for (let i = maskAt[b], stop = maskAt[b + 1]; i < stop; i++) {
      const v = maskers[i];
      const p = pos[v];
      if (p >= far || bases[v] === 0) continue;
      if (p > line || ((p < behind || c.sw.levelMarkersMask) && p + markerScreen(c, f, v) > line)) {
        mask = true;
        break;
      }
    }
    if (probe >= 0) return mask ? t * 2 + 1 : t * 2;
    if (mask) {
      f.ruleCount[RULE['§4.2 battery fire masked by friends']]++;
      if (c.sw.fireBlockedByFriends) continue; // §4.2, §4.5
    }
    const range = ahead - pos[t];
    fires.range[0] = range < 0.5 ? 0.5 : range;
    const fire = fires.fire(
      b,
      bases[b],
      t,
      column,
      morale[b] + f.damage[b],
      coverIndex(c, f, t),
      movingCavalry(c, f, t),
      // §4.3 Deep Target A (a sector with too few enemy units to line up deep needs no look)
      fires.deepCan[b] === 1 && deepTarget(c, f, b, t, column),
    );
    f.fired[b] = 1;
    f.ruleCount[RULE['§4.2 artillery fire']]++;
    const hits = (fire * 10 + d10(rng!) - 1) * 3;
    const effects = fires.effects;
    if (effects[hits + 2]) f.prov = 1;
    const m = effects[hits];
    let bh = effects[hits + 1];
    if (m + bh === 0) continue;
    // a sector with no enemy unit but the target holds no tandem target: no look
    const v = fires.tandemCan[b] === 1 ? tandemTarget(c, f, b, t) : -1;
    if (v >= 0) {
      // §4.5 Tandem Target: half the M hits besides the main target's, a third of the B hits and the balance
      const left = bases[t] - f.pendB[t];
      const tb = tandemBaseHits(fires.hit, bh, left > 0 ? left : 0);
      bh -= tb;
      const tm = tandemMoraleHits(fires.hit, m);
      pend(c, f, v, tm, tb);
      // §4.5 "Secondary tandem targets always suffer half the number of morale hits": every unit in the position
      if (tm > 0) tandemMorale(c, f, b, t, v, tm);
    }
    pend(c, f, t, m, bh);
  }
  return -1;
}

/** §4.5 the tm M hits of each unit in the tandem position behind main target t (inTandem) but v, which took its own. */
function tandemMorale(
  c: CompiledEngagement,
  f: FieldState,
  b: number,
  t: number,
  v: number,
  tm: number,
): void {
  const ix = c.ix;
  const slot = (1 - ix.side[b]) * c.nSectors + ix.sector[b];
  for (let i = ix.at[slot], stop = ix.at[slot + 1]; i < stop; i++) {
    const w = ix.units[i];
    if (w !== v && inTandem(c, f, t, w)) pend(c, f, w, tm, 0);
  }
}

/** Fire hits on unit u, waiting to land with the phase's others (§4.2). */
function pend(c: CompiledEngagement, f: FieldState, u: number, m: number, b: number): void {
  if (m + b === 0) return;
  if (f.pendM[u] === 0 && f.pendB[u] === 0) c.fireTargets[f.nFired++] = u;
  f.pendM[u] += m;
  f.pendB[u] += b;
}

/** §4.1 Flee: the markers skirmish() found fleeing are picked up, each unit left with those that did not flee out. */
function pickUpFled(f: FieldState, side: number): void {
  for (let i = 0; i < f.nFleeing; i++) f.fled[f.fleeing[2 * i]] = f.fleeing[2 * i + 1];
  f.fledSides |= 1 << side;
}

/**
 * §1.7 Artillery & Skirmish Fire: the attacking side's skirmishers, then both
 * sides' artillery, all simultaneous: the hits land together (§4.2), M past
 * Demoralized turn to P (§4.6), infantry and cavalry lose bases, batteries
 * take damage; hors de combat checks (§4.7); P hits move units on their own
 * Panic Index line, a Panic 4's loss number deserting (§4.7).
 */
export function firePhase(rng: Stream, c: CompiledEngagement, f: FieldState, side: number): void {
  // the units hit go to fireTargets (their count nFired); only they carry pendM, pendB or skirmishM, cleared as the phase ends
  const hit = c.fireTargets;
  f.nFired = 0;
  f.nFleeing = 0;
  skirmish(rng, c, f, side);
  artillery(rng, c, f);
  // §4.1 "skirmish and artillery fire are considered simultaneous": a marker that fled still masked and screened this phase
  if (f.nFleeing > 0) pickUpFled(f, side);
  const n = f.nFired;
  if (n === 0) return; // nothing hit: no losses, no leader checks, no panic
  let nHit = 0;
  // in unit order, as the losses are booked
  for (let i = 1; i < n; i++)
    for (let j = i, u = hit[i]; j > 0 && hit[j - 1] > u; j--) {
      hit[j] = hit[j - 1];
      hit[j - 1] = u;
    }
  const { pendM, pendB, skirmishM, morale, bases, bThisPhase } = f;
  const hitUnits = c.hitUnits;
  for (let i = 0; i < n; i++) {
    const u = hit[i];
    const m = pendM[u];
    if (skirmishM[u] > 0) skirmishM[u] /= m;
    // pendM now carries the P hits the fire left on the unit
    morale[u] = addMoraleHits(morale[u], m, c.scratch);
    pendM[u] = c.scratch[0];
    const b = pendB[u];
    if (c.combat[u]) {
      const taken = b < bases[u] ? b : bases[u];
      if (taken !== 0) {
        bases[u] -= taken;
        refreshFrontBack(c, f, u);
        f.lostB[u] += taken;
        f.lostThisTurn[u] += taken;
        bThisPhase[u] += taken;
        bookLoss(c, f, u, taken, CAUSE.artillery);
      }
    } else {
      f.damage[u] += b;
      bThisPhase[u] += b;
    }
    // only a unit this phase hit carries bThisPhase (each phase's leader checks clear it): horsDeCombatCheck's list, without its scan
    if (bThisPhase[u] !== 0) hitUnits[nHit++] = u;
  }
  if (nHit > 0) leaderChecks(rng, c, f, nHit);
  // §1.7 Demoralized panic test: the moves of the P hits, after the leader checks
  for (let i = 0; i < n; i++) {
    const u = hit[i];
    const p = pendM[u];
    if (p !== 0) {
      f.ruleCount[RULE['§4.6 panic hits from fire']]++;
      // its deserters go to skirmish and artillery by the share of the phase's M hits each scored
      const gone = panicHits(c, f, u, p, false);
      bookLoss(c, f, u, gone * skirmishM[u], CAUSE.skirmish);
      bookLoss(c, f, u, gone * (1 - skirmishM[u]), CAUSE.artillery);
    }
    pendM[u] = 0;
    pendB[u] = 0;
    skirmishM[u] = 0;
  }
}
