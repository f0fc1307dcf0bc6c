import { d10Pair } from '../../engine/dice/roll.ts';
import type { Stream } from '../../engine/dice/stream.ts';
import { NO_RESPONSE } from '../../engine/republic/assault/assault-state.ts';
import type { CompiledAssault } from '../../engine/republic/assault/compiled-assault.ts';
import { moraleReading } from '../../engine/republic/assault/formation.ts';
import { roundGoesOn, roundResult, takePrisoners, unitHits } from '../../engine/republic/assault/round.ts';
import { PARTY, type Party } from './party.ts';
import { SIDE, SO } from '../../engine/republic/assault/assault-state.ts';
import { RO } from '../../engine/republic/assault/round.ts';

/**
 * The side-level state the round's modifiers read (§5.4): the morale minus
 * of the side read as one formation, bases with supports, batteries, every
 * base lost this turn, the worst unit's panic hits.
 */
function readSides(c: CompiledAssault, p: Party): void {
  const side = p.side;
  for (let k = 0; k < 2; k++) {
    let bases = p.support[k];
    let batteries = 0;
    let lost = 0;
    let worstP = 0;
    let response = NO_RESPONSE;
    let prov = 0;
    let hit = 0;
    const n = p.n[k];
    for (let i = 0; i < n; i++) {
      const st = p.st[k * PARTY.MAX + i];
      const b = st[SO.BASES + k];
      const guns = st[SO.BATTERIES + k];
      const morale = st[SO.MORALE + k];
      bases += b;
      batteries += guns;
      lost += st[SO.LOST + k];
      if (st[SO.WORST_P + k] > worstP) worstP = st[SO.WORST_P + k];
      if (st[SO.RESPONSE + k] > response) response = st[SO.RESPONSE + k];
      prov |= st[SO.PROV];
      p.scratchBases[i] = b + guns;
      p.scratchMorale[i] = morale;
      hit |= morale;
    }
    // no unit with morale hits, no minus (moraleReading)
    side[SO.MORALE + k] =
      hit === 0 ? 0 : moraleReading(n, p.scratchBases, p.scratchMorale, c.moraleLargestUnit === 1);
    side[SO.BASES + k] = bases;
    side[SO.BATTERIES + k] = batteries;
    side[SO.LOST + k] = lost;
    side[SO.WORST_P + k] = worstP;
    side[SO.RESPONSE + k] = response;
    side[SO.PROV] |= prov;
  }
}

/**
 * After a round's hits, what roundGoesOn and the decision read of each
 * side: its bases without supports, batteries, the worst response. The
 * next round's readSides reads the rest afresh.
 */
function afterHits(p: Party): void {
  const side = p.side;
  for (let k = 0; k < 2; k++) {
    let bases = 0;
    let batteries = 0;
    let response = NO_RESPONSE;
    let prov = 0;
    const n = p.n[k];
    for (let i = 0; i < n; i++) {
      const st = p.st[k * PARTY.MAX + i];
      bases += st[SO.BASES + k];
      batteries += st[SO.BATTERIES + k];
      if (st[SO.RESPONSE + k] > response) response = st[SO.RESPONSE + k];
      prov |= st[SO.PROV];
    }
    side[SO.BASES + k] = bases;
    side[SO.BATTERIES + k] = batteries;
    side[SO.RESPONSE + k] = response;
    side[SO.PROV] |= prov;
  }
}

/**
 * §5.5 Base hits spread evenly, one at a time, over the side's infantry and
 * cavalry units that still have bases (the largest first); writes each
 * slot's share into p.share.
 */
function spreadBaseHits(p: Party, k: number, b: number): void {
  const n = p.n[k];
  for (let i = 0; i < n; i++) p.share[i] = 0;
  let left = b;
  while (left > 0) {
    let best = -1;
    let bestRoom = 0;
    for (let i = 0; i < n; i++) {
      const slot = k * PARTY.MAX + i;
      if (p.battery[slot]) continue;
      const room = p.st[slot][SO.BASES + k] - p.share[i];
      // the fewest hits so far first, then the most bases left
      if (
        room > 0 &&
        (best < 0 || p.share[i] < p.share[best] || (p.share[i] === p.share[best] && room > bestRoom))
      ) {
        best = i;
        bestRoom = room;
      }
    }
    if (best < 0) return;
    p.share[best]++;
    left--;
  }
}

/** Batteries take the side's B hits as damage in addition, one point at a time across them (§5.5 example). */
function spreadDamage(p: Party, k: number, b: number): void {
  const n = p.n[k];
  // A19 eachBattery: any B hit gives every battery one damage point (baseHits reads the switch)
  if (b > 0 && n > 0 && p.rules[k * PARTY.MAX].damageEachBattery === 1) {
    for (let i = 0; i < n; i++) if (p.battery[k * PARTY.MAX + i]) p.share[i] = 1;
    return;
  }
  let batteries = 0;
  for (let i = 0; i < n; i++) if (p.battery[k * PARTY.MAX + i]) batteries++;
  if (batteries === 0) return;
  let next = 0;
  for (let i = 0; i < n; i++) {
    if (!p.battery[k * PARTY.MAX + i]) continue;
    p.share[i] = Math.floor(b / batteries) + (next < b % batteries ? 1 : 0);
    next++;
  }
}

/**
 * The side fields readSides does not write, as c.init has them (compileAssault sets only the sides' fields
 * and the provisional flag: the rest start at 0), and the C bonus carried in.
 */
function startSide(c: CompiledAssault, st: Int32Array, cBonus: number): void {
  st[SO.ROUND] = 0;
  st[SO.PROV] = c.init[SO.PROV];
  st[SO.CLAMPED] = 0;
  st[SO.ACTION] = 0;
  st[SO.DECISION] = 0;
  st[SO.PANIC4] = 0;
  // §5.1 All Out "Add a 'C' tactical bonus to the next assault round (if any) made during this assault phase"
  st[SO.C_BONUS] = cBonus;
}

/**
 * One side's hits landing unit by unit (§5.5): every unit takes the chart's M
 * and P hits and its own natural-roll M hits by its grade (§5.1 step 6); B
 * hits spread over the infantry and cavalry, batteries damaged besides; each
 * unit reads its own Panic Index line; then the side's prisoners are taken
 * from the lowest grade first, batteries last.
 */
function landHits(p: Party, k: number): void {
  const h = p.h;
  const b = h[RO.B + k];
  const n = p.n[k];
  if (b > 0) {
    spreadBaseHits(p, k, b);
    spreadDamage(p, k, b);
  } else for (let i = 0; i < n; i++) p.share[i] = 0;
  const natural = h[RO.NATURAL + k];
  let loss = 0;
  for (let i = 0; i < n; i++) {
    const slot = k * PARTY.MAX + i;
    const rules = p.rules[slot];
    const st = p.st[slot];
    let m = h[RO.M + k];
    if (natural > 0) {
      m += rules.naturalM[k * 10 + natural];
      p.side[SO.PROV] |= rules.pointsProv[k];
    }
    loss += unitHits(rules, st, k, m, p.share[i], h[RO.P + k]);
  }
  for (let j = 0; j < n && loss > 0; j++) {
    const slot = p.order[k * PARTY.MAX + j];
    loss = takePrisoners(p.rules[slot], p.st[slot], k, loss);
  }
}

/**
 * Fight one whole assault between the party's two sides (§5.1 steps 1-8,
 * follow-up rounds to a decision or the round cap), the side's modifiers
 * read as one formation by `c`, the hits landing unit by unit. Returns the
 * decision (assault-state DECISIONS); the side state is left in p.side and
 * each unit's in its slot. The same dice as runAssault: one draw a round,
 * the attacker's die then the defender's (d10Pair). `cBonus` carries an
 * all-out C bonus won in an earlier assault of the phase into the first
 * round (a breakthrough's). Allocates nothing.
 */
export function runPartyAssault(rng: Stream, c: CompiledAssault, p: Party, cBonus = 0): number {
  startSide(c, p.side, cBonus);
  for (;;) {
    readSides(c, p);
    // both dice of a round from one draw, as the plain assault rolls them (d10Pair)
    const x = d10Pair(rng);
    roundResult(c, p.side, ((x / 10) | 0) + 1, (x % 10) + 1, p.h);
    landHits(p, 0);
    landHits(p, 1);
    afterHits(p);
    if (!roundGoesOn(c, p.side, p.h[RO.ACTION], p.h[RO.BREAK_OFF] === 1)) return p.side[SO.DECISION];
  }
}

/**
 * landHits for a side of one unit, its fields in `st` (runPairAssault): its infantry or cavalry take every B hit
 * they have bases for, a battery takes them as damage (one point in all
 * under A19 eachBattery), as spreadBaseHits and spreadDamage give one unit.
 */
function landOne(p: Party, st: Int32Array, k: number): void {
  const h = p.h;
  // no hit of any kind and no natural-roll loss: unitHits would change nothing
  if ((h[RO.M + k] | h[RO.B + k] | h[RO.P + k] | h[RO.NATURAL + k]) === 0) return;
  const slot = k * PARTY.MAX;
  const rules = p.rules[slot];
  const b = h[RO.B + k];
  const bases = st[SO.BASES + k];
  const share =
    b <= 0 ? 0 : p.battery[slot] ? (rules.damageEachBattery === 1 ? 1 : b) : b < bases ? b : bases;
  const natural = h[RO.NATURAL + k];
  let m = h[RO.M + k];
  if (natural > 0) {
    m += rules.naturalM[k * 10 + natural];
    st[SO.PROV] |= rules.pointsProv[k];
  }
  const loss = unitHits(rules, st, k, m, share, h[RO.P + k]);
  if (loss > 0) takePrisoners(rules, st, k, loss);
}

/**
 * runPartyAssault for one unit a side, the assault nearly always fought, in
 * one state: p.side holds both units' fields and the side's at once (the
 * side of one unit reads as the unit: its morale, losses, panic hits and
 * response; §5.4), as the plain assault's state does, filled by enterPair;
 * p.rules[0] and p.rules[PARTY.MAX] are the two units' hit rules,
 * p.battery[0] and p.battery[PARTY.MAX] whether each is a battery, and
 * p.support[SIDE.DEF] the supporting bases counted in the defence's strength
 * only (§5.2). The same dice as runPartyAssault; allocates nothing.
 */
export function runPairAssault(rng: Stream, c: CompiledAssault, p: Party, cBonus = 0): number {
  const st = p.side;
  const h = p.h;
  const support = p.support[SIDE.DEF];
  startSide(c, st, cBonus);
  for (;;) {
    // the supports count in the strength the round reads, not in the bases the decision reads (§5.2)
    if (support !== 0) st[SO.BASES + SIDE.DEF] += support;
    const x = d10Pair(rng);
    roundResult(c, st, ((x / 10) | 0) + 1, (x % 10) + 1, h);
    if (support !== 0) st[SO.BASES + SIDE.DEF] -= support;
    landOne(p, st, SIDE.ATT);
    landOne(p, st, SIDE.DEF);
    if (!roundGoesOn(c, st, h[RO.ACTION], h[RO.BREAK_OFF] === 1)) return st[SO.DECISION];
  }
}
