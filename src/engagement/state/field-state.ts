import { COVERS, type Cover } from '../../engine/republic/rules/assault-table.ts';

/** The cover index of the open (COVERS). */
export const NO_COVER = COVERS.indexOf('none');
import type { CompiledEngagement } from '../compile/compile-engagement.ts';
import { Carve } from './carve.ts';

/** Counts of each rule acting, for the run summary (one slot per RULES entry). */
export const RULES = [
  '§2.3 rally',
  '§2.3 leader replaced',
  '§3.2 maneuver roll',
  '§3.2 assault allowed and taken',
  '§3.1 charge movement to contact',
  '§4.1 skirmish hit',
  '§4.2 artillery fire',
  '§4.6 panic hits from fire',
  '§4.7 leader hors de combat',
  '§4.7 position carried after fire',
  '§5 assault fought',
  '§1.7 follow-up assault within 2"',
  '§5.5 lose/lose pass-through hits',
  '§5.5 supporting brigade hit and moved',
  '§5.5 breakthrough into the second line',
  '§5.6 charge or retreat disorder',
  '§6 divisional panic test failed',
  '§4.2 battery fire masked by friends',
] as const;
/**
 * Each rule's slot in ruleCount, as a const enum so a bundle writes the slot
 * as a literal (test/engagement/state/field-state-enums.test.ts pins it to RULES).
 */
export const enum RULE {
  '§2.3 rally' = 0,
  '§2.3 leader replaced' = 1,
  '§3.2 maneuver roll' = 2,
  '§3.2 assault allowed and taken' = 3,
  '§3.1 charge movement to contact' = 4,
  '§4.1 skirmish hit' = 5,
  '§4.2 artillery fire' = 6,
  '§4.6 panic hits from fire' = 7,
  '§4.7 leader hors de combat' = 8,
  '§4.7 position carried after fire' = 9,
  '§5 assault fought' = 10,
  '§1.7 follow-up assault within 2"' = 11,
  '§5.5 lose/lose pass-through hits' = 12,
  '§5.5 supporting brigade hit and moved' = 13,
  '§5.5 breakthrough into the second line' = 14,
  '§5.6 charge or retreat disorder' = 15,
  '§6 divisional panic test failed' = 16,
  '§4.2 battery fire masked by friends' = 17,
}

/**
 * What removed a side's infantry and cavalry bases, each base under one
 * cause (docs/engagement-metrics.md): B hits of artillery fire; deserters
 * of a fire-phase panic, shared between skirmish and artillery by the M
 * hits each put on the unit that phase; B hits of assault rounds and
 * deserters of a support giving way (§5.5); deserters of pass-through hits
 * (§5.5); deserters of a divisional panic (§6.1); prisoners (§5.5).
 */
export const LOSS_CAUSES = [
  'artillery',
  'skirmish',
  'assault',
  'pass-through',
  'panic desertion',
  'prisoners',
] as const;
/** Each cause's slot among LOSS_CAUSES, as a const enum (literals in a bundle; pinned with RULE). */
export const enum CAUSE {
  artillery = 0,
  skirmish = 1,
  assault = 2,
  'pass-through' = 3,
  'panic desertion' = 4,
  prisoners = 5,
}

/**
 * The whole field during one trial, in typed arrays sized once per compile.
 * Positions are inches forward of each side's own start line in the unit's
 * sector: two opposing units are gap - pos(a) - pos(b) apart.
 */
export interface FieldState {
  bases: Int32Array;
  morale: Int32Array;
  pos: Float64Array;
  /** bases lost to B hits, as prisoners, to desertion (batteries: captured or abandoned) */
  lostB: Int32Array;
  prisoners: Int32Array;
  deserted: Int32Array;
  damage: Int32Array;
  /** per player turn: bases lost (§5.4), charge movement used, fired, Panic 4 event, inches moved back, assaulting */
  lostThisTurn: Int32Array;
  charged: Uint8Array;
  /** per player turn: the units that charged, retreated or routed (markDisorder), in disorderUnits' first nDisorder slots, each once */
  disorderListed: Uint8Array;
  disorderUnits: Int32Array;
  nDisorder: number;
  fired: Uint8Array;
  p4: Uint8Array;
  movedBack: Float64Array;
  /** movedBack as the assault phase began: forced moves made before it (fire-phase panic, §4.7) are not the assault phase's (§6.1) */
  backBeforeAssault: Float64Array;
  /** per player turn: inches moved forward (maneuver, carry, breakthrough), against the §3.1 allowance */
  advanced: Float64Array;
  /** inches moved in the unit's side's last maneuver phase and the assault phase after it (§4.3 moving cavalry): kept of cavalry alone, the one arm it is read of */
  lastMoved: Float64Array;
  assaulting: Uint8Array;
  /** the worst forced move of the turn (rank, -1 none) and the worst unit panic hits of the assault phase */
  response: Int32Array;
  /** the units whose response the turn's forced moves set (forcedMove), in responded's first nResponded slots, each once */
  responded: Int32Array;
  nResponded: number;
  worstP: Int32Array;
  /** destroyed in the assault phase: the division tests (§5.5) */
  destroyedInAssault: Uint8Array;
  /** per phase: B hits, and pending fire hits (M, B) applied together (§4.2 simultaneous fire) */
  bThisPhase: Int32Array;
  pendM: Int32Array;
  pendB: Int32Array;
  /** per unit: how many of its bThisPhase hits recordHits has booked to the leaders then within reach */
  bRecorded: Int32Array;
  /** per division, this phase: a unit took base hits with its leader within reach (§4.7), and the friendly base hits among them */
  hdcReach: Uint8Array;
  hdcHits: Int32Array;
  /** in the assault phase: the units it hit so far (bThisPhase), listed in c.hitUnits' first nHit slots */
  nHit: number;
  /** in the fire phase: the units its shots hit so far (pendM, pendB), listed in c.fireTargets' first nFired slots */
  nFired: number;
  /** per sector, in the assault phase: an all-out Win/Win C bonus waiting for the sector's next assault round (§5.1) */
  cBonus: Int32Array;
  /** per sector, in the assault phase: its last assault or carry moved the attackers on, so a follow-up comes of continuing movement (§5.1) */
  pressed: Uint8Array;
  /** per division */
  rating: Int32Array;
  horsDeCombat: Uint8Array;
  replaced: Uint8Array;
  panicked: Uint8Array;
  /** the player turn of its last panic, when its orders were reset to Defend (§6.1); 0 never */
  ordersReset: Int32Array;
  brokenTurn: Int32Array;
  /**
   * per (kind, side, sector) slot, infantry and cavalry first (frontSlot):
   * the unit with bases standing farthest forward (farthestForward), -1 none;
   * every write of a unit's pos or bases calls refreshFront, so the turn
   * reads it, never searches
   */
  front: Int32Array;
  /** per division: a unit of it has been left with no bases since markBroken last looked (refreshFront) */
  emptied: Uint8Array;
  /** per unit: its skirmish markers picked up after rolling Flee (§4.1), back out at its side's next movement phase */
  fled: Uint8Array;
  /** bit `side` set while a unit of that side has markers picked up (fled) */
  fledSides: number;
  /** the fire phase's fleeing markers, picked up as its fire takes effect: (unit, its fled count then) pairs, nFleeing of them */
  fleeing: Int32Array;
  nFleeing: number;
  /** per side */
  sideBrokenTurn: Int32Array;
  leadersLost: Int32Array;
  panicInternal: Int32Array;
  panicAdjoining: Int32Array;
  ruleCount: Float64Array;
  /** per side and cause (LOSS_CAUSES): men lost; per unit, the skirmish M hits of this fire phase, then their share of its M hits */
  lossMen: Float64Array;
  skirmishM: Float64Array;
  prov: number;
  playerTurns: number;
  /**
   * the player turn of the last forced move (forcedMove, the one writer of movedBack and response), 0 at the
   * start: a field set by hand before any turn counts as moved; stale from an earlier trial, it only costs a look
   */
  forcedTurn: number;
  /** the bytes under the per-trial arrays (bases to panicked), and their values at the situation's start */
  trial: Uint8Array;
  trialStart: Uint8Array;
  /** the bytes under the per-player-turn marks (lostThisTurn to destroyedInAssault, response aside) */
  turnMarks: Uint8Array;
  /**
   * DIRTY bits: what the player turn's writers have touched that a later phase would otherwise scan every
   * unit for. startPlayerTurn sets every bit (a field set by hand is scanned); runEngagement clears the
   * per-turn bits once the marks are cleared, so in a trial a phase scans only after a writer set its bit.
   */
  dirty: number;
}

/** FieldState.dirty bits, a const enum so a bundle writes them as literals. */
export const enum DIRTY {
  /** a Panic 4 event or a unit destroyed in the assault phase (p4, destroyedInAssault): the panic phase looks */
  panicEvent = 1,
  /** a unit may have charged, retreated or routed unlisted (a field set by hand): the §5.6 disorder scans every unit, not disorderUnits */
  disorder = 2,
  /** bThisPhase may hold hits no writer listed (a field set by hand): the assault phase's hors de combat check scans */
  assaultHits = 4,
  /** a division may have broken (emptied, brokenTurn): markBroken looks; kept until it has */
  broken = 8,
  /** the bits runEngagement clears at each player turn's start: all but `broken`, which markBroken clears */
  turn = panicEvent | disorder | assaultHits,
  all = turn | broken,
}

export function makeFieldState(c: CompiledEngagement): FieldState {
  const u = c.nUnits;
  const d = c.nDivisions;
  const rules = RULES.length;
  const losses = 2 * LOSS_CAUSES.length;
  // what a trial starts from (resetField copies it back whole)
  const trial = new Carve(2 * u + rules + losses, 6 * u + 3 * d + 8 + 4 * c.nSectors, 4 * d + u);
  // the per-player-turn marks (startPlayerTurn zeroes them whole)
  const turn = new Carve(3 * u, 2 * u, 6 * u);
  const f: FieldState = {
    pos: trial.f64(u),
    lastMoved: trial.f64(u),
    ruleCount: trial.f64(rules),
    lossMen: trial.f64(losses),
    bases: trial.i32(u),
    morale: trial.i32(u),
    lostB: trial.i32(u),
    prisoners: trial.i32(u),
    deserted: trial.i32(u),
    damage: trial.i32(u),
    rating: trial.i32(d),
    ordersReset: trial.i32(d),
    brokenTurn: trial.i32(d),
    front: trial.i32(4 * c.nSectors),
    sideBrokenTurn: trial.i32(2),
    leadersLost: trial.i32(2),
    panicInternal: trial.i32(2),
    panicAdjoining: trial.i32(2),
    horsDeCombat: trial.u8(d),
    replaced: trial.u8(d),
    panicked: trial.u8(d),
    emptied: trial.u8(d),
    fled: trial.u8(u),
    fledSides: 0,
    fleeing: new Int32Array(2 * u),
    nFleeing: 0,
    movedBack: turn.f64(u),
    backBeforeAssault: turn.f64(u),
    advanced: turn.f64(u),
    lostThisTurn: turn.i32(u),
    worstP: turn.i32(u),
    charged: turn.u8(u),
    disorderListed: turn.u8(u),
    disorderUnits: new Int32Array(u),
    nDisorder: 0,
    fired: turn.u8(u),
    p4: turn.u8(u),
    assaulting: turn.u8(u),
    destroyedInAssault: turn.u8(u),
    response: new Int32Array(u),
    responded: new Int32Array(u),
    nResponded: 0,
    bThisPhase: new Int32Array(u),
    bRecorded: new Int32Array(u),
    hdcReach: new Uint8Array(d),
    hdcHits: new Int32Array(d),
    pendM: new Int32Array(u),
    pendB: new Int32Array(u),
    nHit: 0,
    nFired: 0,
    cBonus: new Int32Array(c.nSectors),
    pressed: new Uint8Array(c.nSectors),
    skirmishM: new Float64Array(u),
    prov: 0,
    playerTurns: 0,
    forcedTurn: 0,
    trial: trial.bytes,
    trialStart: new Uint8Array(0),
    turnMarks: turn.bytes,
    dirty: DIRTY.all,
  };
  trial.done();
  turn.done();
  f.bases.set(c.startBases);
  f.morale.set(c.startMorale);
  f.pos.set(c.startPos);
  f.rating.set(c.startRating);
  refreshFronts(c, f);
  f.trialStart = f.trial.slice();
  return f;
}

/** A side's battery with batteries left that stands farthest forward in a sector; -1 if none. */
export function frontBattery(c: CompiledEngagement, f: FieldState, side: number, sector: number): number {
  return f.front[(2 + side) * c.nSectors + sector];
}

/**
 * What a side's attackers close on and assault in a sector: its nearest
 * unit with bases, its front brigade or, standing ahead of it (or alone),
 * its farthest-forward battery, the primary defender that blocks "assault
 * activity for units behind" it (§5.1; §5.2 "Each ... artillery battery
 * within assault range ... counts as one combat base"; §5.3 AA 3); a
 * battery level with the brigade leaves the brigade the target; -1 if neither.
 */
export function assaultTarget(c: CompiledEngagement, f: FieldState, side: number, sector: number): number {
  const u = frontUnit(c, f, side, sector);
  const b = frontBattery(c, f, side, sector);
  return b >= 0 && (u < 0 || f.pos[b] > f.pos[u]) ? b : u;
}

/** Put the field back to the situation's start. */
export function resetField(_c: CompiledEngagement, f: FieldState): void {
  f.trial.set(f.trialStart);
  f.dirty = DIRTY.all;
  f.prov = 0;
  f.fledSides = 0;
  f.playerTurns = 0;
}

/** Book `bases` an infantry or cavalry unit lost to a cause (LOSS_CAUSES), at the unit's men a base (§1.1); a battery's are guns, not men. */
export function bookLoss(
  c: CompiledEngagement,
  f: FieldState,
  u: number,
  bases: number,
  cause: number,
): void {
  if (bases !== 0 && c.combat[u] === 1)
    f.lossMen[c.ix.side[u] * LOSS_CAUSES.length + cause] += bases * c.menPerBase[u];
}

/**
 * §5.5 "If a unit is completely destroyed during the course of the assault phase, the parent division must still check
 * for panic": marks a unit of the assault phase left with no bases, for the panic phase to find.
 */
export function markIfDestroyed(f: FieldState, u: number): void {
  if (f.bases[u] !== 0) return;
  f.destroyedInAssault[u] = 1;
  f.dirty |= DIRTY.panicEvent;
}

/** Start a player turn: the per-turn marks go. */
export function startPlayerTurn(f: FieldState): void {
  // a builtin fill over the few hundred bytes of marks costs less than a loop of stores; over a dozen units a loop costs less
  f.turnMarks.fill(0);
  f.nDisorder = 0;
  f.dirty |= DIRTY.turn;
  // forcedMove, the one writer of response, lists the units it set: after the first turn only those are reset (a field
  // set by hand before any turn counts as moved)
  const response = f.response;
  if (f.playerTurns > 0) for (let i = 0; i < f.nResponded; i++) response[f.responded[i]] = -1;
  else for (let u = 0; u < response.length; u++) response[u] = -1;
  f.nResponded = 0;
}

/**
 * Inches outside a range at which a unit stops that may not enter it:
 * §3.2 Advance "up to the limit of it's allowable movement, but without
 * entering into assault range", §5.5 Break off "withdraw out of assault
 * contact range": just outside it, a tenth of an inch.
 */
export const JUST_OUTSIDE = 0.1;

/** Inches between two opposing units in the same or a neighbouring sector (lateral offset not measured). */
export function distance(c: CompiledEngagement, f: FieldState, a: number, b: number): number {
  return c.ix.gap[a] - f.pos[a] - f.pos[b];
}

/**
 * Whether two opposing units stand within `range` inches of each other (distance). The turn
 * compares by this, and writes the sum out where it needs the inches: a double returned from a
 * call V8 does not inline is a heap number, a boolean is not.
 */
export function within(c: CompiledEngagement, f: FieldState, a: number, b: number, range: number): boolean {
  return c.ix.gap[a] - f.pos[a] - f.pos[b] <= range;
}

/** A slot's unit (FieldState.front) with bases that stands farthest forward (first listed on a tie); -1 if none. */
function farthestForward(c: CompiledEngagement, f: FieldState, slot: number): number {
  let best = -1;
  const { kindAt, kindUnits } = c.ix;
  const half = 2 * c.nSectors;
  const k = slot < half ? slot + half : slot - half;
  for (let i = kindAt[k], end = kindAt[k + 1]; i < end; i++) {
    const u = kindUnits[i];
    if (f.bases[u] !== 0 && (best < 0 || f.pos[u] > f.pos[best])) best = u;
  }
  return best;
}

/** The front of unit u's slot k (farthestForward): alone in its slot, it is the front unless left with no bases, no search. */
function frontWith(c: CompiledEngagement, f: FieldState, u: number, k: number): number {
  return c.frontAlone[u] === 0 ? farthestForward(c, f, k) : f.bases[u] !== 0 ? u : -1;
}

/** A unit's position or bases have changed: its slot's front is found again, and its division marked for markBroken if it has no bases left. */
export function refreshFront(c: CompiledEngagement, f: FieldState, u: number): void {
  const k = c.frontSlot[u];
  f.front[k] = frontWith(c, f, u, k);
  if (f.bases[u] === 0) {
    f.emptied[c.ix.division[u]] = 1;
    f.dirty |= DIRTY.broken;
  }
}

/**
 * refreshFront for a unit that moved back or lost bases, never forward: a slot's front stays its
 * front unless it was that unit, so only then is the slot searched again.
 */
export function refreshFrontBack(c: CompiledEngagement, f: FieldState, u: number): void {
  const k = c.frontSlot[u];
  if (f.front[k] === u) f.front[k] = frontWith(c, f, u, k);
  if (f.bases[u] === 0) {
    f.emptied[c.ix.division[u]] = 1;
    f.dirty |= DIRTY.broken;
  }
}

/** Every slot's front found again, after the field was set other than by the turn (a test's setting). */
export function refreshFronts(c: CompiledEngagement, f: FieldState): void {
  for (let k = 0; k < f.front.length; k++) f.front[k] = farthestForward(c, f, k);
  f.emptied.fill(1);
  f.dirty |= DIRTY.broken;
}

/** The unit a side shows the enemy in a sector: its infantry or cavalry unit with bases that stands farthest forward; -1 if none. */
export function frontUnit(c: CompiledEngagement, f: FieldState, side: number, sector: number): number {
  return f.front[side * c.nSectors + sector];
}

/**
 * The cover a unit stands in now (§4.3 "half or more of a target unit is in
 * medium or heavy cover", §5.4 cover points, §5.3 DA 1 "troops in the
 * open"): its side's cover in the sector while it stands in its own
 * position, from its first line back to its second (half an inch either
 * way); a unit that has advanced out of it, or been driven back behind
 * it, is in the open. A COVERS index.
 */
export function coverIndex(c: CompiledEngagement, f: FieldState, u: number): number {
  const p = f.pos[u];
  return p <= 0.5 && p >= -c.ix.depth[u] - 0.5 ? c.coverHeld[u] : NO_COVER;
}

/** coverOf by name. */
export function coverOf(c: CompiledEngagement, f: FieldState, u: number): Cover {
  return COVERS[coverIndex(c, f, u)];
}

/** §3.1 a unit's normal move and its charge bonus, in inches (cavalry 18" + 7", foot 10" + 4"). */
export function normalMove(c: CompiledEngagement, u: number): number {
  return c.normal[u];
}
export function chargeBonus(c: CompiledEngagement, u: number): number {
  return c.charge[u];
}

/**
 * Move a unit forward `inches` this player turn (§3.1): once it has gone
 * past its normal move it has used its charge bonus, and takes the charge
 * disorder 1M at the end of the assault phase (§3.1, §5.6).
 */
export function moveForward(c: CompiledEngagement, f: FieldState, u: number, inches: number): void {
  moveForwardToward(c, f, u, inches, assaultTarget(c, f, 1 - c.ix.side[u], c.ix.sector[u]));
}

/** moveForward for a caller that holds the enemy's assault target `foe` in the unit's sector as it stands now. */
export function moveForwardToward(
  c: CompiledEngagement,
  f: FieldState,
  u: number,
  inches: number,
  foe: number,
): void {
  // §5.5 no unit moves through an enemy formation: a forward move ends at the nearest enemy unit with bases, never past it
  if (foe >= 0) inches = Math.min(inches, c.ix.gap[u] - f.pos[u] - f.pos[foe]); // distance(), written out (within)
  if (inches <= 0) return;
  f.pos[u] += inches;
  const k = c.frontSlot[u];
  const front = f.front[k];
  // moved forward with its bases: its slot's front now if it stands ahead of the old one, or level with it and listed first
  if (f.bases[u] === 0) refreshFront(c, f, u);
  else if (front !== u && (front < 0 || f.pos[u] > f.pos[front] || (f.pos[u] === f.pos[front] && u < front)))
    f.front[k] = u;
  f.advanced[u] += inches;
  f.lastMoved[u] += inches;
  if (f.advanced[u] > normalMove(c, u) + 1e-9) {
    f.charged[u] = 1;
    markDisorder(f, u);
  }
}

/** List a unit that charged, retreated or routed this player turn for the §5.6 disorder, once. */
export function markDisorder(f: FieldState, u: number): void {
  if (f.disorderListed[u] === 1) return;
  f.disorderListed[u] = 1;
  f.disorderUnits[f.nDisorder++] = u;
}

/**
 * §4.3 "At moving cavalry": cavalry that "moved more than half during their
 * last move opportunity (including both regular move or breakthrough/overrun
 * options)", more than half its normal move.
 */
export function movingCavalry(c: CompiledEngagement, f: FieldState, u: number): boolean {
  return c.cavalry[u] === 1 && f.lastMoved[u] > normalMove(c, u) / 2;
}
