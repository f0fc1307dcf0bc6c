import type { BlakeRules } from './rules/blake-rules.ts';
import type { BlakeClass, Firer, Target } from './rules/fire.ts';

export const WEAPONS = [
  'muzzleLoader',
  'breechLoader',
  'magazine',
  'artillery',
  'canister',
  'machinegun',
] as const;
export type Weapon = (typeof WEAPONS)[number];

export interface FireOrder {
  weapon: Weapon;
  cls: BlakeClass;
  /** volley-rapid fire: regulars, own turn or defensive fire, not moved */
  volley: boolean;
  heavyGun: boolean;
  elite: boolean;
  /** the target beyond half the weapon's range (+1 to the score, provisional) */
  beyondHalfRange?: boolean;
  /** guns (and early machineguns) at a target on significantly higher ground: +1 to the score, no penetration */
  higherGround?: boolean;
}

/**
 * Why this firer may not fire a volley (VOLLEYS-RAPID FIRE), or null when
 * it may: regulars only; skirmishers only when of the named class and armed
 * with the named weapon (A class with magazine rifles), or never by switch
 * skirmisherVolleys `none` (OPEN ORDER TROOPS: "fire normally but not volleys").
 */
export function volleyRefused(
  r: BlakeRules,
  o: FireOrder,
  skirmishers: boolean,
  regular: boolean,
  skirmisherVolleys = 'aClassMagazine',
): string | null {
  const v = r.fire.volleys;
  if (v.regularsOnly.value === 1 && !regular)
    return v.regularsOnly.cell.ref ?? 'VOLLEYS-RAPID FIRE: regulars only';
  if (skirmishers && skirmisherVolleys === 'none')
    return 'OPEN ORDER TROOPS-SKIRMISHERS: "to fire normally but not volleys" (switch skirmisherVolleys)';
  if (skirmishers && (o.weapon !== v.skirmisherWeapon.value || o.cls !== v.skirmisherClass.value))
    return v.skirmisherWeapon.cell.ref ?? 'VOLLEYS-RAPID FIRE: skirmishers';
  return null;
}

/** D10s one stand or gun rolls (HOW TO FIRE, VRF, CANISTER, MACHINEGUNS). */
export function diceEach(r: BlakeRules, o: FireOrder, hardCover: boolean): number {
  const d = r.fire.dice;
  if (o.weapon === 'canister') {
    if (hardCover) return d.canisterInCover.value; // cover other than soft: one D10
    return o.heavyGun ? d.canisterHeavy.value : d.canisterLight.value;
  }
  const base = d[o.weapon].value;
  const volley = o.volley && o.weapon !== 'artillery' && o.weapon !== 'machinegun' ? d.volleyExtra.value : 0;
  return base + volley;
}

export function firerRow(weapon: Weapon, skirmishers: boolean): Firer {
  if (weapon === 'artillery' || weapon === 'canister' || weapon === 'machinegun') return weapon;
  return skirmishers ? 'skirmishers' : 'closeOrder';
}

/**
 * Chance one fire D10 hits: score or more, the class modifier added to the
 * score (C class +1) and beyond half range +1 (provisional), elite gunners +1 to the roll. A natural 10 always counts
 * as its face; scores above 10 never hit.
 */
export function hitChance(
  r: BlakeRules,
  o: FireOrder,
  skirmishers: boolean,
  target: Target,
): { p: number; provisional: boolean } {
  const cell = r.fire.scoreToHit[firerRow(o.weapon, skirmishers)][target];
  const cm = r.fire.classModifier[o.cls];
  const gun = o.weapon === 'artillery' || o.weapon === 'canister';
  const far = o.beyondHalfRange ? r.fire.beyondHalfRange : null;
  // ARTILLERY FIRE AGAINST TARGETS ON HIGHER GROUND: "They also suffer a +1 to the score to hit"
  const up = o.higherGround && (gun || o.weapon === 'machinegun') ? r.fire.higherGround.value : 0;
  const need =
    cell.value + cm.value + (far ? far.value : 0) + up - (gun && o.elite ? r.fire.eliteArtillery.value : 0);
  const faces = Math.max(0, Math.min(10, 11 - need));
  return {
    p: faces / 10,
    provisional:
      cell.cell.source === 'provisional' ||
      cm.cell.source === 'provisional' ||
      far?.cell.source === 'provisional',
  };
}

/**
 * Whether the fire rolls again against a stand behind its target: round shot
 * always (ARTILLERY PENETRATION ZONES), canister one stand deep except out of
 * cover other than soft (CANISTER), machineguns one base depth (MACHINEGUNS);
 * none of them at a target on significantly higher ground; small arms never.
 */
export function penetrates(r: BlakeRules, o: FireOrder, target: Target): boolean {
  // "Artillery firing against targets on significantly higher ground fire cannot employ beaten zones or penetration"
  if (o.higherGround) return false;
  // ARTILLERY PENETRATION ZONES: "All guns have a penetration zone ... Any stand that the line touches, including friendly stands, must be rolled for separately";
  // "if the line strikes trees, buildings, a ridge or a hill then the line of penetration stops": hard cover read as such (the duel mapping's solidShotStoppedBy too)
  if (o.weapon === 'artillery') return target !== 'hardCover';
  return (
    (o.weapon === 'canister' && target !== 'hardCover' && r.fire.dice.canisterPenetrates.value > 0) ||
    o.weapon === 'machinegun'
  );
}
