import { typedSwitches } from '../../../../src/engine/ruleset/typed-switches.ts';
import { compileAssault } from '../../../../src/engine/republic/assault/compile-assault.ts';
import type { CompiledAssault } from '../../../../src/engine/republic/assault/compiled-assault.ts';
import { formationOf, type AssaultUnit } from '../../../../src/engine/republic/assault/formation.ts';
import {
  plainSide,
  type AssaultSide,
  type AssaultSituation,
} from '../../../../src/engine/republic/assault/situation.ts';
import type { Cover } from '../../../../src/engine/republic/rules/assault-table.ts';
import type { RepublicRules } from '../../../../src/engine/republic/rules/republic-rules.ts';
import type { EngagementUnit } from '../situation/engagement-situation.ts';

/** One side of an assault as the engagement gives it at the moment it is fought. */
export interface PartySide {
  units: number[];
  bases: number[];
  /** per unit, the cover it stands in (the side's cover is the greatest percentage of bases', §5.4) */
  covers: Cover[];
  /** batteries that did not fire this player turn (§5.4 Each fresh artillery; the defender's only) */
  fresh: number;
  energeticLeaders: number;
  proficientLeaders: number;
  /** bases of supporting brigades counted in the strength total (§5.2 Supporting Bases) */
  support: number;
}

/**
 * Assaults compiled by the units in them and the bases they still have: the
 * side's §5.4 readings (grade, cover and arm of the greatest percentage of
 * bases, repeaters, leaders, fresh batteries, the outnumbering table) fixed
 * for that composition. The rest (morale minus, losses this turn, panic
 * hits) is read round by round from the units. Compiled on first use, so a
 * kernel allocates only when it meets a composition for the first time.
 */
export class AssaultMemo {
  private readonly memo = new Map<string, CompiledAssault>();
  constructor(
    private readonly rules: RepublicRules,
    private readonly units: readonly EngagementUnit[],
    private readonly switches: Record<string, string>,
    private readonly maxRounds: number,
  ) {}

  get(type: 'general' | 'allOut', attacker: PartySide, defender: PartySide): CompiledAssault {
    const key = `${type}|${sideKey(attacker)}|${sideKey(defender)}`;
    let c = this.memo.get(key);
    if (!c) {
      if (this.memo.size > 20_000) this.memo.clear();
      const s: AssaultSituation = {
        assault: type,
        direction: 'front',
        maxRounds: this.maxRounds,
        attacker: this.side(attacker),
        defender: this.side(defender),
      };
      c = compileAssault(this.rules, s, this.switches);
      this.memo.set(key, c);
    }
    return c;
  }

  private side(p: PartySide): AssaultSide {
    const given: AssaultUnit[] = p.units.map((u, i) => {
      const x = this.units[u];
      return {
        arm: x.arm,
        bases: p.bases[i],
        grade: x.grade,
        morale: 0,
        order: x.order,
        square: false,
        repeaters: x.repeaters,
        skirmisherQuarters: 0,
        basesLostThisTurn: 0,
        panicHitsThisPhase: 0,
        cover: p.covers[i],
        inBuildings: false,
      };
    });
    const { unit, notes } = formationOf(given, {
      moraleHitShare: typedSwitches('republic', this.switches).moraleHitShare,
      // the frozen kernel's reading: the cover of the most bases, a tie to the worse, before switch sideCover
      sideCover: 'mostBases',
    });
    const batteries = given.filter((g) => g.arm === 'artillery').reduce((n, g) => n + g.bases, 0);
    return plainSide(unit.grade, {
      ...unit,
      // §5.2: batteries count as bases apart from the infantry and cavalry; supports add strength only
      bases: unit.bases - batteries + p.support,
      batteries,
      freshBatteries: p.fresh,
      energeticLeaders: p.energeticLeaders,
      proficientLeaders: p.proficientLeaders,
      arms: [...new Set(given.map((g) => g.arm))],
      notes,
    });
  }
}

function sideKey(p: PartySide): string {
  let k = `${p.fresh}/${p.energeticLeaders}/${p.proficientLeaders}/${p.support}`;
  for (let i = 0; i < p.units.length; i++) k += `/${p.units[i]}:${p.bases[i]}:${p.covers[i]}`;
  return k;
}
