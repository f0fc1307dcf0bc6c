import { d6 } from '../../engine/dice/roll.ts';
import type { Stream } from '../../engine/dice/stream.ts';
import {
  compileCcRules,
  saveTrack,
  unsavedFrom,
  unsavedOdds,
} from '../../engine/half-a-league/close-combat.ts';
import { fireLeaderKills } from '../../engine/half-a-league/duel/hal-volley.ts';
import { poolSixesAndHits } from '../../engine/half-a-league/pool.ts';
import {
  HAL_TARGETS,
  HAL_WEAPONS,
  saveRow,
  type HalRules,
  type HalWeapon,
} from '../../engine/half-a-league/rules/hal-rules.ts';
import type { YamlNode } from '../../engine/input/yaml-node.ts';
import { makeLayout } from '../layout.ts';
import type { Compiled, ExactResult, Sim } from '../sim.ts';
import { PROVISIONAL_DISTRIBUTION, tallyOutcome, tallyValue } from '../tally.ts';
import { typedSwitches } from '../../engine/ruleset/typed-switches.ts';

export interface HalFireCompiled extends Compiled {
  dice: number;
  need: number;
  /** added to every die: -1 per chit, -1 if moved */
  pips: number;
  sixHits: boolean;
  long: boolean;
  divisor: number;
  sixesPerMarker: number;
  leaderSixes: number;
  oneLeaderKill: boolean;
  /** the target's saving faces by the figures it has lost (SAVE TABLE), and its figures */
  saves: Int32Array;
  figures: number;
  prov: number;
  o: { markers: number; lost: number; leader: number; prov: number };
}

/** FIRE (d), (o): hits halved at long range (rounded up), markers are not. */
function tallyFire(
  c: HalFireCompiled,
  sixes: number,
  others: number,
  lost: number,
  acc: Float64Array,
  w: number,
): void {
  tallyOutcome(acc, 0, possibleHits(c, sixes, others), w);
  tallyOutcome(acc, c.o.markers, Math.floor(sixes / c.sixesPerMarker), w);
  tallyValue(acc, c.o.lost, lost, w);
  tallyValue(acc, c.o.leader, fireLeaderKills(sixes, c.leaderSixes, c.oneLeaderKill), w);
  tallyOutcome(acc, c.o.prov, c.prov, w);
}

function possibleHits(c: HalFireCompiled, sixes: number, others: number): number {
  const h = others + (c.sixHits ? sixes : 0);
  return c.long ? Math.ceil(h / c.divisor) : h;
}

/**
 * FIRE (n) "Long Ranges: Muskets 10\" ; Rifles 20\" ; ... Short Range is half
 * long range": `short`, `long`, or a distance in inches read against the
 * weapon's ranges (beyond long range: refused).
 */
function fireRange(r: HalRules, weapon: HalWeapon, n: YamlNode): 'short' | 'long' {
  if (typeof n.value() !== 'number') return n.optOneOf(['short', 'long'] as const, 'short');
  const long = r.ranges[weapon].value;
  const inches = n.number();
  if (inches <= 0 || inches > long)
    n.fail(`a distance within the ${weapon}'s long range of ${long} inches (FIRE (n)), or short or long`);
  return inches <= long / 2 ? 'short' : 'long';
}

export const halFireSim: Sim<HalFireCompiled, 'half-a-league'> = {
  id: 'hal-fire',
  title: 'Half a League: fire (a die per stand or gun figure, saves)',
  families: ['half-a-league'],
  defaultRuleset: 'half-a-league',
  exampleSituation: 'experiments/situations/hal-fire.yaml',
  compile(ruleset, s, given) {
    const switches = typedSwitches('half-a-league', given);
    s.allowKeys(['firer', 'target', 'range']);
    const r = ruleset.data;
    const f = s.get('firer');
    f.allowKeys(['weapon', 'dice', 'chits', 'moved', 'benefits']);
    const t = s.get('target');
    t.allowKeys(['stands', 'leader', 'chits', 'cover', 'charging', 'saveBenefits']);
    // Leaders: "In Fire: a plus one to each firing dice"; "In a fire save attempt: a plus one to all saves"; a
    // benefit from the unit commander, one more from an attached brigadier ("thus a unit could fire with a plus 2")
    const cmd = r.command;
    const fireBonus = f.get('benefits').optInt(0, 0, 2) * cmd.firePerDie.value;
    const saveBonus = t.get('saveBenefits').optInt(0, 0, 2) * cmd.fireSavePerDie.value;
    const weapon = f.get('weapon').oneOf(HAL_WEAPONS);
    const target = t.get('cover').optOneOf(HAL_TARGETS, 'open');
    // (o) "Targets at long range which have charge markers are treated as short range targets"
    const charging = t.get('charging').optBool(false);
    const long = fireRange(r, weapon, s.get('range')) === 'long' && !charging;
    const need = r.chart[weapon][HAL_TARGETS.indexOf(target)];
    const pips =
      f.get('chits').optInt(0, 0, 20) * r.morale.chitModifier.value +
      (f.get('moved').optBool(false) ? r.fire.movedModifier.value : 0) +
      fireBonus;
    const dice = f.get('dice').int(1, 24) * (weapon === 'canister' ? r.fire.canisterShots.value : 1);
    const stands = t.get('stands').int(1, 16);
    const leader = t.get('leader').optBool(true) ? r.morale.leaderCounts.value : 0;
    const save = saveRow(r, stands).need;
    const cc = compileCcRules(r, switches);
    const fps = r.figuresPerStand.value;
    const layout = makeLayout({
      distributions: [
        {
          name: 'possible_hits',
          title: 'Possible hits on the target',
          outcomes: Array.from({ length: dice + 1 }, (_, i) => String(i)),
        },
        {
          name: 'morale_markers',
          title: 'Morale markers (two natural sixes each)',
          outcomes: Array.from({ length: Math.floor(dice / 2) + 1 }, (_, i) => String(i)),
        },
        PROVISIONAL_DISTRIBUTION,
      ],
      means: [
        { name: 'figures_lost', title: 'Figures lost after saves', unit: 'figures' },
        { name: 'leader_kills_possible', title: 'Possible leader kills', unit: 'leaders' },
      ],
    });
    return {
      layout,
      dice,
      need: need.value,
      pips,
      // (p) bombardment: "All 6's are hits", whatever the pips
      sixHits: weapon === 'bombardment' || 6 + pips >= need.value,
      long,
      divisor: r.fire.longRangeDivisor.value,
      sixesPerMarker: r.fire.sixesPerMoraleMarker.value,
      leaderSixes: r.fire.leaderKillSixes.value,
      oneLeaderKill: switches.fireLeaderKill === 'thirdOnly',
      // Casualties & Saving (b): the stands left as figures are lost, by switch fireLosses; SAVE TABLE "X = no save possible" (7): a benefit does not make one
      saves: saveTrack(
        r,
        cc,
        stands,
        leader,
        t.get('chits').optInt(0, 0, 20),
        saveBonus,
        fps,
        cc.fireStandByStand,
      ),
      figures: stands * fps,
      prov:
        need.cell.source === 'provisional' ||
        save.cell.source === 'provisional' ||
        r.figuresPerStand.cell.source === 'provisional'
          ? 1
          : 0,
      o: {
        markers: layout.distOffset.morale_markers,
        lost: layout.meanOffset.figures_lost,
        leader: layout.meanOffset.leader_kills_possible,
        prov: layout.distOffset[PROVISIONAL_DISTRIBUTION.name],
      },
    };
  },
  kernel(rng: Stream, c: HalFireCompiled, trials: number, acc: Float64Array): void {
    for (let t = 0; t < trials; t++) {
      let sixes = 0;
      let others = 0;
      for (let i = 0; i < c.dice; i++) {
        const f = d6(rng);
        if (f === 6) sixes++;
        else if (f + c.pips >= c.need) others++;
      }
      const lost = unsavedFrom(rng, possibleHits(c, sixes, others), c.saves, c.figures);
      tallyFire(c, sixes, others, lost, acc, 1);
    }
  },
  exact(c: HalFireCompiled): ExactResult {
    const out = new Float64Array(c.layout.size);
    const n = c.dice + 1;
    const pool = poolSixesAndHits(c.dice, c.need, c.pips);
    for (let s = 0; s < n; s++) {
      for (let h = 0; h + s < n; h++) {
        const p = pool[s * n + h];
        if (p === 0) continue;
        const lost = unsavedOdds(possibleHits(c, s, h), c.saves, c.figures);
        for (let x = 0; x < lost.length; x++) tallyFire(c, s, h, x, out, p * lost[x]);
      }
    }
    return { perTrial: out, leftover: 0 };
  },
};
