import { defensiveFireFailChance, defensiveFireFails } from '../../engine/blake/defensive-fire.ts';
import {
  diceEach,
  hitChance,
  penetrates,
  volleyRefused,
  WEAPONS,
  type FireOrder,
} from '../../engine/blake/fire-odds.ts';
import { CLASSES, type Target } from '../../engine/blake/rules/fire.ts';
import { d10 } from '../../engine/dice/roll.ts';
import type { Stream } from '../../engine/dice/stream.ts';
import { makeLayout } from '../layout.ts';
import type { Compiled, ExactResult, Sim } from '../sim.ts';
import { PROVISIONAL_DISTRIBUTION, tallyOutcome, tallyValue } from '../tally.ts';
import { binomial } from '../../engine/dice/binomial.ts';
import { typedSwitches } from '../../engine/ruleset/typed-switches.ts';

export interface BlakeFireCompiled extends Compiled {
  /** firing stands or guns */
  firers: number;
  /** D10s each firer rolls (times its figures under switch fireDicePer `figure`) */
  each: number;
  /** a native gun does not fire on this D10 score or less (0: every firer fires) */
  gunFailsOn: number;
  /** counter-battery: a hit gun is destroyed on this D10 score or more (0: not counter-battery fire) */
  destroysOn: number;
  dice: number;
  /** a D10 hits on this natural score or more (11: never) */
  need: number;
  p: number;
  /** the situation has a stand behind the target: its hits are tallied (zero where the fire does not penetrate) */
  behindShown: boolean;
  /** the fire rolls again against the stand behind (penetration) */
  behind: boolean;
  /** defensive fire fails on this score of two D10 (0: no check; defensive-fire.ts) */
  failsOnDouble: number;
  /** switch defensiveFireScore `bothUpTo` */
  failBothUpTo: boolean;
  leaderDouble: number;
  prov: number;
  /** how the rules read the situation, for `describe` (never read by the kernel) */
  reading: Record<string, string>;
  offsets: { behind: number; leader: number; fired: number; gun: number; figures: number; prov: number };
}

const TARGET_OF: Record<string, Target> = { none: 'closeOrderOpen', soft: 'softCover', hard: 'hardCover' };

/** One fire: hits on the target, hits on the stand behind, the leader roll, the gun hit. */
function tallyFire(
  c: BlakeFireCompiled,
  fired: number,
  hits: number,
  behind: number,
  leader: number,
  gun: number,
  acc: Float64Array,
  w: number,
): void {
  tallyOutcome(acc, c.offsets.fired, fired, w);
  if (c.destroysOn > 0) tallyOutcome(acc, c.offsets.gun, gun, w);
  tallyOutcome(acc, 0, hits, w);
  if (c.behindShown) tallyOutcome(acc, c.offsets.behind, behind, w);
  tallyOutcome(acc, c.offsets.leader, leader, w);
  tallyValue(acc, c.offsets.figures, hits + behind, w);
  tallyOutcome(acc, c.offsets.prov, c.prov, w);
}

export const blakeFireSim: Sim<BlakeFireCompiled, 'blake'> = {
  id: 'blake-fire',
  title: 'Blake: fire (D10 per weapon, volleys, penetration)',
  families: ['blake'],
  defaultRuleset: 'blake',
  exampleSituation: 'experiments/situations/blake-fire.yaml',
  compile(ruleset, s, given) {
    const switches = typedSwitches('blake', given);
    s.allowKeys(['firer', 'target', 'defensive']);
    const r = ruleset.data;
    const f = s.get('firer');
    f.allowKeys([
      'weapon',
      'class',
      'stands',
      'figures',
      'volley',
      'skirmishers',
      'regular',
      'heavyGun',
      'elite',
      'native',
      'defensiveFireScore',
      'backToBack',
    ]);
    const t = s.get('target');
    t.allowKeys(['order', 'cover', 'standBehind', 'gun', 'beyondHalfRange', 'higherGround']);
    const elite = f.get('elite').optBool(false);
    const order: FireOrder = {
      weapon: f.get('weapon').oneOf(WEAPONS),
      // ELITE ARTILLERY: "Some gunners can be counted as "elite" i.e. A class"
      cls: f.get('class').optOneOf(CLASSES, elite ? 'A' : 'B'),
      volley: f.get('volley').optBool(false),
      heavyGun: f.get('heavyGun').optBool(false),
      elite,
      beyondHalfRange: t.get('beyondHalfRange').optBool(false),
      higherGround: t.get('higherGround').optBool(false),
    };
    if (order.higherGround && !['artillery', 'canister', 'machinegun'].includes(order.weapon))
      t.get('higherGround').fail(
        'expected higherGround only for guns and machineguns (ARTILLERY FIRE AGAINST TARGETS ON HIGHER GROUND)',
      );
    const standsListed = f.get('stands').optInt(1, 1, 12);
    const cover = t.get('cover').optOneOf(['none', 'soft', 'hard'] as const, 'none');
    const openOrder = t.get('order').optOneOf(['close', 'open'] as const, 'close') === 'open';
    const target: Target = openOrder && cover === 'none' ? 'openOrder' : TARGET_OF[cover];
    const defensive = s.get('defensive').optBool(false);
    if (defensive) order.volley = true; // DEFENSIVE FIRE: treat as volley-rapid fire
    // "This score can be changed to reflect circumstances appropriate to a scenario or the quality of the troops"
    const score = f.get('defensiveFireScore').optInt(r.fire.defensiveFireFailsOnDouble.value, 1, 10);
    if (!defensive && f.has('defensiveFireScore'))
      f.get('defensiveFireScore').fail(
        'expected defensiveFireScore only with defensive: true (DEFENSIVE FIRE)',
      );
    const skirmishers = f.get('skirmishers').optBool(false);
    const smallArms =
      order.weapon === 'muzzleLoader' || order.weapon === 'breechLoader' || order.weapon === 'magazine';
    const refused =
      order.volley && smallArms
        ? volleyRefused(r, order, skirmishers, f.get('regular').optBool(true), switches.skirmisherVolleys)
        : null;
    if (refused) f.get(defensive ? 'regular' : 'volley').fail(`expected no volley (${refused})`);
    const gunFiring = order.weapon === 'artillery' || order.weapon === 'canister';
    if (elite && (!gunFiring || order.cls !== 'A'))
      f.get('elite').fail(
        `expected elite only with weapon: artillery or canister and class: A (ELITE ARTILLERY: "Some gunners can be counted as 'elite' i.e. A class"; this firer has weapon: ${order.weapon}, class: ${order.cls})`,
      );
    const native = f.get('native').optBool(false);
    if (native && !gunFiring) f.get('native').fail('expected native: true only for guns (NATIVE ARTILLERY)');
    if (order.heavyGun && !gunFiring)
      f.get('heavyGun').fail(
        `expected heavyGun only for guns (weapon artillery or canister: CANISTER "a medium or heavy gun rolls three D10"); this firer has weapon: ${order.weapon}`,
      );
    if (skirmishers && !smallArms)
      f.get('skirmishers').fail(
        `expected skirmishers only for small arms (OPEN ORDER TROOPS-SKIRMISHERS: "Each six-figure stand can deploy its six figures into skirmish order"); this firer has weapon: ${order.weapon}`,
      );
    // switch fireDicePer `figure`: "All figures of front rank stands may fire", each with its weapon's dice
    const perFigure = switches.fireDicePer === 'figure' && smallArms;
    if (f.has('figures') && !smallArms)
      f.get('figures').fail(
        `expected figures only for small arms (switch fireDicePer figure: "All figures of front rank stands may fire"): a gun or machinegun rolls its dice whatever its crew; this firer has weapon: ${order.weapon}`,
      );
    const figuresListed = f.get('figures').optInt(r.morale.figuresPerStand.value, 1, 12);
    const reading: Record<string, string> = {};
    if (order.volley && !smallArms && !defensive)
      reading.volley = `not read: VOLLEYS-RAPID FIRE adds its D10 to small arms ("muzzle-loaders roll two D10, breech-loaders roll three D10, magazine rifles roll four D10"); a ${order.weapon === 'machinegun' ? 'machinegun' : 'gun'} rolls its own dice`;
    if (f.has('figures') && !perFigure)
      reading.figures = `not read: switch fireDicePer stand, each stand rolls its weapon's dice once whatever its figures (read under fireDicePer figure)`;
    const backToBack = f.get('backToBack').optBool(false);
    if (backToBack && !smallArms)
      f.get('backToBack').fail(
        'expected backToBack only for small arms ("Regular troops, irregulars and warrior fanatics may face back to back on the same stand")',
      );
    const weaponDice = diceEach(r, order, target === 'hardCover');
    const fullEach = weaponDice * (perFigure ? figuresListed : 1);
    let stands = standsListed;
    let each = fullEach;
    // BACK TO BACK: "they fire at half strength", rounded down (switch backToBackFire)
    if (backToBack && switches.backToBackFire === 'dice') {
      stands = 1;
      each = Math.floor((standsListed * fullEach) / 2);
      reading.back_to_back = `half strength: half of ${standsListed * fullEach} D10, rounded down (switch backToBackFire dice)`;
    } else if (backToBack && perFigure) {
      each = weaponDice * Math.floor(figuresListed / 2);
      reading.back_to_back = `half strength: half of each stand's ${figuresListed} figures fire, rounded down (switch backToBackFire firers)`;
    } else if (backToBack) {
      stands = Math.floor(standsListed / 2);
      reading.back_to_back = `half strength: half of ${standsListed} stands fire, rounded down (switch backToBackFire firers)`;
    }
    // half strength of a lone die, rounded down, is none: the stand faces both ways and fires nothing this turn
    if (stands * each === 0) {
      const halved =
        switches.backToBackFire === 'dice'
          ? `half of ${standsListed * fullEach} D10`
          : perFigure
            ? `half of ${figuresListed} figures`
            : `half of ${standsListed} stand${standsListed > 1 ? 's' : ''}`;
      reading.back_to_back = `half strength: ${halved}, rounded down, leaves none: no fire (switch backToBackFire ${switches.backToBackFire})`;
    }
    const dice = stands * each;
    const chance = hitChance(r, order, skirmishers, target);
    const counterBattery = t.get('gun').optBool(false) && gunFiring;
    // ELITE ARTILLERY: "Elite gunners +1 to all D10 rolls": the check before firing and the counter-battery D10 too
    const eliteGun = order.elite && gunFiring ? r.fire.eliteArtillery.value : 0;
    const behindShown = t.get('standBehind').optBool(false);
    if (behindShown && smallArms)
      t.get('standBehind').fail(
        `expected standBehind only for guns and machineguns (weapon artillery, canister or machinegun): small arms never reach a stand behind their target (only ARTILLERY PENETRATION ZONES, CANISTER and MACHINEGUNS penetrate); this firer has weapon: ${order.weapon}`,
      );
    const behind = behindShown && penetrates(r, order, target);
    reading.fire = `${dice} D10, a hit on ${11 - Math.round(chance.p * 10)} or more`;
    if (behindShown)
      reading.stand_behind = behind
        ? order.weapon === 'artillery'
          ? 'rolled for separately with the same dice (ARTILLERY PENETRATION ZONES: "Any stand that the line touches ... must be rolled for separately"; a line that strikes trees, buildings, a ridge or a hill, or wet or soft ground, stops there: leave standBehind out)'
          : `rolled for separately with the same dice (${order.weapon === 'canister' ? 'CANISTER: "penetrates up to one stand deep beyond the target stand"' : 'MACHINEGUNS: "penetrate at full effect one base depth beyond their target"'})`
        : order.higherGround
          ? 'not reached: "Artillery firing against targets on significantly higher ground fire cannot employ beaten zones or penetration"'
          : order.weapon === 'artillery'
            ? 'not reached: the target is in hard cover, and ARTILLERY PENETRATION ZONES: "if the line strikes trees, buildings, a ridge or a hill then the line of penetration stops at that point"'
            : 'not reached: "Canister fire against troops in any cover other than soft-cover, rolls only one D10 and does not penetrate"';
    const upTo = (n: number) => Array.from({ length: n + 1 }, (_, i) => String(i));
    const layout = makeLayout({
      distributions: [
        { name: 'hits', title: 'Figures hit on the target stands', outcomes: upTo(dice) },
        ...(behindShown
          ? [
              {
                name: 'hits_behind',
                title: 'Figures hit on the stand behind (penetration)',
                outcomes: upTo(dice),
              },
            ]
          : []),
        { name: 'fired', title: 'Fire delivered', outcomes: ['no', 'yes'] },
        ...(counterBattery
          ? [
              {
                name: 'gun_destroyed',
                title: 'The target gun destroyed (counter-battery 10)',
                outcomes: ['no', 'yes'],
              },
            ]
          : []),
        { name: 'leader_falls', title: 'A leader with the target falls', outcomes: ['no', 'yes'] },
        PROVISIONAL_DISTRIBUTION,
      ],
      means: [{ name: 'figures_removed', title: 'Figures removed', unit: 'figures' }],
    });
    return {
      layout,
      firers: stands,
      each,
      gunFailsOn: native ? Math.max(0, r.fire.nativeGunFailsOn.value - eliteGun) : 0,
      destroysOn: counterBattery ? r.fire.counterBatteryDestroysOn.value - eliteGun : 0,
      dice,
      need: 11 - Math.round(chance.p * 10),
      p: chance.p,
      behindShown,
      behind,
      failsOnDouble: defensive ? Math.max(0, score - eliteGun) : 0,
      failBothUpTo: switches.defensiveFireScore === 'bothUpTo',
      leaderDouble: r.fire.leaderFallsOnDouble.value,
      prov: chance.provisional ? 1 : 0,
      reading,
      offsets: {
        behind: behindShown ? layout.distOffset.hits_behind : 0,
        leader: layout.distOffset.leader_falls,
        fired: layout.distOffset.fired,
        gun: counterBattery ? layout.distOffset.gun_destroyed : 0,
        figures: layout.meanOffset.figures_removed,
        prov: layout.distOffset[PROVISIONAL_DISTRIBUTION.name],
      },
    };
  },
  describe(c: BlakeFireCompiled) {
    return c.reading;
  },
  kernel(rng: Stream, c: BlakeFireCompiled, trials: number, acc: Float64Array): void {
    for (let t = 0; t < trials; t++) {
      if (defensiveFireFails(rng, c.failsOnDouble, c.failBothUpTo)) {
        tallyFire(c, 0, 0, 0, 0, 0, acc, 1);
        continue;
      }
      // NATIVE ARTILLERY: a D10 before each gun fires
      let firing = c.firers;
      if (c.gunFailsOn > 0) for (let g = 0; g < c.firers; g++) if (d10(rng) <= c.gunFailsOn) firing--;
      let hits = 0;
      let behind = 0;
      for (let i = 0; i < firing * c.each; i++) if (d10(rng) >= c.need) hits++;
      if (c.behind) for (let i = 0; i < firing * c.each; i++) if (d10(rng) >= c.need) behind++;
      // DANGER TO LEADERS: with casualties, two D10 each scoring 10
      const leader = hits + behind > 0 && d10(rng) >= c.leaderDouble && d10(rng) >= c.leaderDouble ? 1 : 0;
      // HITS ON ARTILLERY: a further D10 for each counter-battery hit on the gun
      let gun = 0;
      if (c.destroysOn > 0) for (let h = 0; h < hits; h++) if (d10(rng) >= c.destroysOn) gun = 1;
      tallyFire(c, firing > 0 ? 1 : 0, hits, behind, leader, gun, acc, 1);
    }
  },
  exact(c: BlakeFireCompiled): ExactResult {
    const out = new Float64Array(c.layout.size);
    const pFail = defensiveFireFailChance(c.failsOnDouble, c.failBothUpTo);
    tallyFire(c, 0, 0, 0, 0, 0, out, pFail);
    const gunsFiring =
      c.gunFailsOn > 0
        ? binomial(c.firers, (10 - c.gunFailsOn) / 10)
        : Float64Array.from({ length: c.firers + 1 }, (_, k) => (k === c.firers ? 1 : 0));
    const pDestroy = c.destroysOn > 0 ? (11 - c.destroysOn) / 10 : 0;
    // DANGER TO LEADERS: two D10 each scoring the cell (10) or more
    const pBoth = ((11 - c.leaderDouble) / 10) ** 2;
    for (let k = 0; k <= c.firers; k++) {
      if (gunsFiring[k] === 0) continue;
      const front = binomial(k * c.each, c.p);
      const back = c.behind ? front : Float64Array.of(1);
      for (let h = 0; h < front.length; h++) {
        const gunStands = 1 - (1 - pDestroy) ** h;
        for (let b = 0; b < back.length; b++) {
          const w = (1 - pFail) * gunsFiring[k] * front[h] * back[b];
          if (w === 0) continue;
          const pLeader = h + b === 0 ? 0 : pBoth;
          for (const [leader, wl] of [
            [1, pLeader],
            [0, 1 - pLeader],
          ] as const) {
            if (wl === 0) continue;
            if (gunStands > 0) tallyFire(c, k > 0 ? 1 : 0, h, b, leader, 1, out, w * wl * gunStands);
            if (gunStands < 1) tallyFire(c, k > 0 ? 1 : 0, h, b, leader, 0, out, w * wl * (1 - gunStands));
          }
        }
      }
    }
    return { perTrial: out, leftover: 0 };
  },
};
