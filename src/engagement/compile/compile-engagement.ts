import { typedSwitches } from '../../engine/ruleset/typed-switches.ts';
import type { YamlNode } from '../../engine/input/yaml-node.ts';
import type { CompiledAssault } from '../../engine/republic/assault/compiled-assault.ts';
import { compileCascade, type CompiledCascade } from '../../engine/republic/panic/cascade.ts';
import type { CompiledDivision, DivisionSituation } from '../../engine/republic/panic/division.ts';
import { desertGrade } from '../../engine/republic/panic/panic-failure.ts';
import type { HorsDeCombatSituation } from '../../engine/republic/hors-de-combat/hors-de-combat.ts';
import { S } from '../../engine/republic/assault/assault-state.ts';
import { ARMS } from '../../engine/republic/rules/arms.ts';
import type { RepublicRules } from '../../engine/republic/rules/republic-rules.ts';
import { makeParty, type Party } from '../assault/party.ts';
import type { EngagementSituation } from '../situation/engagement-situation.ts';
import { AssaultMemo, makePartySide, type PartySide } from './assault-memo.ts';
import { FireMemo } from './fire-memo.ts';
import { SkirmishMemo } from './skirmish-memo.ts';
import { compileLeaderReach, type LeaderReach } from './leader-reach.ts';
import { compileUnitRules, type UnitRules } from './unit-rules.ts';
import type { SideHitArrays } from '../../engine/republic/assault/compiled-assault.ts';
import { compileFieldIndex, type FieldIndex } from './field-index.ts';
import { doctrineNumbers, switchNumbers, type DoctrineNumbers, type SwitchNumbers } from './readings.ts';
import { DivisionTests } from './division-tests.ts';
import { rallyLeaderParts } from './rally-leader-part.ts';
import { flatRally, type FlatRally } from './flat-rally.ts';
import { COVERS } from '../../engine/republic/rules/assault-table.ts';
import { MEN_PER_BASE } from './unit-scale.ts';
import { frontSlot } from './front-slot.ts';
import {
  flatManeuverTables,
  ManeuverModifiers,
  ManeuverTable,
  type FlatManeuverTables,
} from './maneuver-table.ts';
import { RESPONSES } from '../../engine/notation/panic-response.ts';
import { forcedMoveInches } from '../../engine/republic/rules/forced-moves.ts';

export { GUNS_PER_BATTERY, MEN_PER_BASE } from './unit-scale.ts';

/** An engagement compiled against a ruleset: unit rules, memos, and scratch reused by every trial. */
export interface CompiledEngagement {
  s: EngagementSituation;
  rules: RepublicRules;
  switches: Record<string, string>;
  nUnits: number;
  nDivisions: number;
  nSectors: number;
  /** where each unit stands, and each sector's units, as numbers */
  ix: FieldIndex;
  /** stop: sideBreaks */
  stopAtBreak: boolean;
  /** the switch readings and each side's doctrine, as numbers */
  sw: SwitchNumbers;
  doctrine: [DoctrineNumbers, DoctrineNumbers];
  /** the distances the maneuver and the assault read, inches, as plain numbers (rules.distances) */
  generalRange: number;
  allOutRange: number;
  passThrough: number;
  stackDepth: number;
  /** per unit: §3.1 normal move and charge bonus, inches */
  normal: Float64Array;
  charge: Float64Array;
  /** [2 * response rank + 1 if cavalry]: the forced move's inches (§3.3, cavalry 200% §5.5) */
  forcedInches: Float64Array;
  /** per unit: its side's cover in its sector (COVERS index) while it stands in its own position */
  coverHeld: Int32Array;
  /** per division: its panic test by the state of its units, each state compiled once */
  divisionTests: DivisionTests[];
  /** per division: a test that cannot fail, for a division with nothing left (its dice are still rolled) */
  noTest: CompiledDivision[];
  /** scratch, per division, in the panic phase: a unit of it had a Panic 4 event or was destroyed in the assault; its infantry and cavalry bases left (-1 not counted, its side having no test to read) */
  divisionEvent: Uint8Array;
  divisionLeft: Int32Array;
  unitRules: UnitRules[];
  /** per unit, its unitRules' hit rules, grade rank and noAssault in flat arrays: the assault reads them without reaching through each unit's object */
  hitRules: SideHitArrays[];
  gradeRank: Int32Array;
  /** per unit: the grade §6.1 desertion takes bases by (desertGrade: its grade in force, A7), as the exact sims' */
  desertGrade: Int32Array;
  /** unit u's noAssault entries at u * noAssaultSpan */
  noAssault: Uint8Array;
  noAssaultSpan: number;
  /** per unit: its grade's maneuver row, the modified roll to the actions allowed (§3.2) */
  maneuverActions: ManeuverTable[];
  /** maneuverActions in one flat array, read by index (flatManeuverTables) */
  maneuverSets: FlatManeuverTables;
  /** unit u's unitRules noAdvance entries at u * noAssaultSpan */
  noAdvance: Uint8Array;
  /** §3.2 the maneuver roll's modifiers as numbers */
  maneuverModifiers: ManeuverModifiers;
  /** per unit: 1 infantry or cavalry (takes B hits as bases), 0 artillery */
  combat: Uint8Array;
  /** per unit: the least morale state index in which §2.3 forbids it to deploy skirmish markers (past the last: never) */
  deployBelow: Int32Array;
  /** per unit: its (kind, side, sector) slot of FieldState.front (frontSlot) */
  frontSlot: Int32Array;
  /** per unit: 1 if no other unit shares its front slot, so the slot's front is it or, left with no bases, none */
  frontAlone: Uint8Array;
  cavalry: Uint8Array;
  /** per unit: men a base (§1.1: 275 infantry, 150 cavalry or dismounted cavalry; 0 a battery) */
  menPerBase: Float64Array;
  armIndex: Int32Array;
  startPos: Float64Array;
  startBases: Int32Array;
  startMorale: Int32Array;
  /** per division: its leader's rating at the start */
  startRating: Int32Array;
  /** per unit: started in the second line (doctrine secondLine: hold keeps it there) */
  startSecond: Uint8Array;
  /** per side, its infantry and cavalry units in unit order */
  sideCombat: Int32Array[];
  /** per side, all its units, batteries too, in unit order */
  sideUnits: Int32Array[];
  /** per side, its divisions' indices */
  sideDivisions: number[][];
  /** per division, its infantry and cavalry units, then its batteries: the entries of its cascade's arrays (§6.1 desertion) */
  divisionMembers: number[][];
  /** per division, the units whose grades make its average grade (§6.1, switch panicGradeBatteries): with no bases left on any, it has no panic test */
  divisionGraded: Int32Array[];
  /** per division, the units it is broken without (markBroken): its infantry and cavalry, or its batteries if it has none */
  divisionHolds: Int32Array[];
  /** per division, all its units, batteries too, in the situation's order */
  divisionUnits: Int32Array[];
  /** per side: the panic cascade over its divisions (§6.2), tests refreshed from the state when they are needed */
  cascades: CompiledCascade[];
  /** per side: division index in the situation for each cascade division */
  divisionSituations: DivisionSituation[];
  assaults: AssaultMemo;
  fires: FireMemo;
  skirmish: SkirmishMemo;
  /** any compiled assault: the §5.6 disorder constants (rules and switches) it carries */
  disorderRules: CompiledAssault;
  party: Party;
  sides: [PartySide, PartySide];
  /** every unit's rally rules in flat arrays (flatRally), for every roll a rally can make */
  rally: FlatRally;
  /** [rallyLeaderSlot]: a division leader's part of a rally roll (§2.3) by his rating and hors de combat */
  rallyLeaderParts: Int32Array;
  hdc: HorsDeCombatSituation;
  /** the §4.7 leader checks' lists by sector and division */
  leaderReach: LeaderReach;
  fails: Uint8Array;
  cascadeOut: Int32Array;
  scratch: Int32Array;
  /** scratch: where the assault's primary defender stood before it (fight), kept here as a double handed to a call is boxed */
  heldBefore: Float64Array;
  disorderState: Int32Array;
  /** scratch: the units the fire phase hits (their count FieldState.nFired) */
  fireTargets: Int32Array;
  /** scratch: the units hit this phase (horsDeCombatCheck) */
  hitUnits: Int32Array;
  /** scratch: the course runEngagement keeps per side over a trial (COURSE) */
  courseScratch: Int32Array;
  /** scratch: one unit, and the energetic and proficient leaders near it (leadersNear) */
  oneUnit: Int32Array;
  leaderCount: Int32Array;
  /** per unit that rolled this phase (only they are read): what it rolls for, whether it has the acting-together +1, whether it conducts its action */
  maneuverScratch: {
    /** [2 * u + same]: the actions its maneuver die and modifiers allow (§3.2), without and with the +1 for brigades acting together */
    actions: Int32Array;
    /** per sector: the enemy's assault target as the phase begins */
    target: Int32Array;
    /** the units that rolled this phase, in unit order; those the acting-together +1 may change (settle) */
    rolled: Int32Array;
    open: Int32Array;
    /** how many of open rollFront listed */
    nOpen: number;
    mode: Uint8Array;
    same: Uint8Array;
    conducts: Uint8Array;
    /** per unit: the inches it closes to assault by its roll as it stands (assaultNeed), -1 none */
    need: Float64Array;
    /** per unit that rolled: the inches to its sector's target as the phase began, which stand until it moves itself */
    dist: Float64Array;
  };
}

/** Divisions adjoin (§6.2, within 3") when their units hold the same or neighbouring sectors. */
function adjoiningPairs(s: EngagementSituation, divisions: number[]): Array<[number, number]> {
  const sectors = divisions.map((d) => new Set(s.divisions[d].units.map((u) => s.units[u].sector)));
  const pairs: Array<[number, number]> = [];
  for (let i = 0; i < divisions.length; i++) {
    for (let j = i + 1; j < divisions.length; j++) {
      if ([...sectors[i]].some((x) => sectors[j].has(x) || sectors[j].has(x - 1) || sectors[j].has(x + 1)))
        pairs.push([i, j]);
    }
  }
  return pairs;
}

/** Division d's node in the situation file: sides → its side → divisions → it. */
function divisionNode(where: YamlNode, s: EngagementSituation, d: number): YamlNode {
  const side = s.divisions[d].side;
  const ofSide = s.divisions.map((_, e) => e).filter((e) => s.divisions[e].side === side);
  return where.get('sides').get(s.sides[side].name).get('divisions').items()[ofSide.indexOf(d)];
}

/** Unit u's node in the situation file: its division's node → units → it. */
function unitNode(where: YamlNode, s: EngagementSituation, u: number): YamlNode {
  const unit = s.units[u];
  return divisionNode(where, s, unit.division).get('units').items()[
    s.divisions[unit.division].units.indexOf(u)
  ];
}

export function compileEngagement(
  rules: RepublicRules,
  s: EngagementSituation,
  switches: Record<string, string>,
  where: YamlNode,
): CompiledEngagement {
  const units = s.units;
  const maxJoint = rules.artillery.targets.maxJointBases.value;
  // an artillery unit fires as one joint group (§4.3): its batteries are bounded as the group is (switch jointBatteryGroup)
  if (typedSwitches('republic', switches).jointBatteryGroup === 'fourBases')
    units.forEach((u, i) => {
      if (u.arm === 'artillery' && u.bases > maxJoint)
        unitNode(where, s, i)
          .get('bases')
          .fail(
            `expected at most ${maxJoint} batteries in one artillery unit, the largest joint battery group (§4.3, §4.5 "each four-base mass battery group"; switch jointBatteryGroup: unlimited allows more)`,
          );
    });
  // §6.1 under panicGradeBatteries leftOut the average grade reads infantry and cavalry only: batteries alone have none
  const leftOut = typedSwitches('republic', switches).panicGradeBatteries === 'leftOut';
  if (leftOut)
    s.divisions.forEach((dv, d) => {
      if (dv.units.every((u) => units[u].arm === 'artillery'))
        divisionNode(where, s, d)
          .get('units')
          .failAt(
            "expected at least one infantry or cavalry unit in the division under switch panicGradeBatteries: leftOut, whose §6.1 average grade leaves batteries out, so a division of batteries alone has no grade to test at; under counted (the default) a division of batteries alone tests at its batteries' grade",
          );
    });
  where.problems.throwIfAny();
  const sideDivisions = [0, 1].map((side) =>
    s.divisions.map((_, d) => d).filter((d) => s.divisions[d].side === side),
  );
  const divisionSituations: DivisionSituation[] = s.divisions.map((d) => ({
    name: d.name,
    units: d.units
      .filter((u) => units[u].arm !== 'artillery')
      .map((u) => ({ grade: units[u].grade, bases: units[u].bases, morale: units[u].morale })),
    batteries: d.units
      .filter((u) => units[u].arm === 'artillery')
      .map((u) => ({ grade: units[u].grade, bases: units[u].bases, morale: units[u].morale })),
    internal: true,
    adjoining: false,
    retreatThroughTown: false,
    retreatAcrossWater: false,
    retreatFromRear: false,
  }));
  const cascades = sideDivisions.map((ds) =>
    compileCascade(
      rules,
      { divisions: ds.map((d) => divisionSituations[d]), pairs: adjoiningPairs(s, ds) },
      switches,
    ),
  );
  const assaults = new AssaultMemo(rules, units, switches, s.maxRounds);
  const slots = Int32Array.from(units, (u) =>
    frontSlot(u.arm === 'artillery' ? 1 : 0, u.side, u.sector, s.sectors.length),
  );
  const first = (side: number) => units.findIndex((u) => u.side === side && u.arm !== 'artillery');
  const plainSideOf = (u: number): PartySide => {
    const ps = makePartySide();
    ps.n = 1;
    ps.units[0] = u;
    ps.bases[0] = units[u].bases;
    return ps;
  };
  const d = rules.distances;
  const hitsByGrade = new Map<string, SideHitArrays>();
  const unitRules = units.map((u) => compileUnitRules(rules, s, u, switches, hitsByGrade));
  const leaderParts = rallyLeaderParts(rules.rally);
  const noAssaultSpan = unitRules[0]?.noAssault.length ?? 0;
  const noAssault = new Uint8Array(units.length * noAssaultSpan);
  unitRules.forEach((r, u) => noAssault.set(r.noAssault, u * noAssaultSpan));
  const noAdvance = new Uint8Array(units.length * noAssaultSpan);
  unitRules.forEach((r, u) => noAdvance.set(r.noAdvance, u * noAssaultSpan));
  const maneuverActions = units.map((u) => new ManeuverTable(rules, u.grade, switches));
  const ix = compileFieldIndex(s);
  return {
    s,
    rules,
    switches,
    nUnits: units.length,
    nDivisions: s.divisions.length,
    nSectors: s.sectors.length,
    ix,
    stopAtBreak: s.stop === 'sideBreaks',
    sw: switchNumbers(switches),
    doctrine: [doctrineNumbers(s, 0), doctrineNumbers(s, 1)],
    generalRange: d.generalRange.value,
    allOutRange: d.allOutRange.value,
    passThrough: d.passThrough.value,
    stackDepth: d.stackDepth.value,
    normal: Float64Array.from(units, (u) => (u.arm === 'cavalry' ? d.cavalryMove : d.infantryMove).value),
    charge: Float64Array.from(units, (u) => (u.arm === 'cavalry' ? d.cavalryCharge : d.infantryCharge).value),
    forcedInches: Float64Array.from({ length: 2 * RESPONSES.length }, (_, i) =>
      forcedMoveInches(rules.forcedMoves, RESPONSES[i >> 1], (i & 1) === 1),
    ),
    coverHeld: Int32Array.from(units, (u) => COVERS.indexOf(s.sectors[u.sector].cover[u.side])),
    divisionTests: divisionSituations.map(
      (ds, dv) =>
        new DivisionTests(
          rules,
          ds,
          s.divisions[dv].units.filter((u) => units[u].arm !== 'artillery'),
          s.divisions[dv].units.filter((u) => units[u].arm === 'artillery'),
          switches,
        ),
    ),
    noTest: s.divisions.map((_, dv) => {
      const side = s.divisions[dv].side;
      return { ...cascades[side].tests[sideDivisions[side].indexOf(dv)], pass: -99 };
    }),
    divisionEvent: new Uint8Array(s.divisions.length),
    divisionLeft: new Int32Array(s.divisions.length),
    unitRules,
    hitRules: unitRules.map((r) => r.hits),
    gradeRank: Int32Array.from(unitRules, (r) => r.gradeRank),
    desertGrade: Int32Array.from(units, (u) => desertGrade(rules, u.grade, switches)),
    noAssault,
    noAssaultSpan,
    maneuverActions,
    maneuverSets: flatManeuverTables(maneuverActions),
    noAdvance,
    maneuverModifiers: new ManeuverModifiers(rules, s, ix),
    combat: Uint8Array.from(units, (u) => (u.arm === 'artillery' ? 0 : 1)),
    deployBelow: Int32Array.from(unitRules, (r) => r.deployBelow),
    frontSlot: slots,
    frontAlone: Uint8Array.from(slots, (k) => (slots.filter((j) => j === k).length === 1 ? 1 : 0)),
    cavalry: Uint8Array.from(units, (u) => (u.arm === 'cavalry' ? 1 : 0)),
    menPerBase: Float64Array.from(units, (u) =>
      u.arm === 'artillery'
        ? 0
        : u.arm === 'cavalry' || u.arm === 'dismountedCavalry'
          ? MEN_PER_BASE.cavalry
          : MEN_PER_BASE.infantry,
    ),
    armIndex: Int32Array.from(units, (u) => ARMS.indexOf(u.arm)),
    startPos: Float64Array.from(units, (u) => (u.line === 0 ? 0 : -s.sectors[u.sector].depth[u.side])),
    startSecond: Uint8Array.from(units, (u) => u.line),
    startBases: Int32Array.from(units, (u) => u.bases),
    startMorale: Int32Array.from(units, (u) => u.morale),
    startRating: Int32Array.from(s.divisions, (dv) => dv.leader.rating),
    sideDivisions,
    sideCombat: [0, 1].map((side) =>
      Int32Array.from(units.flatMap((u, i) => (u.side === side && u.arm !== 'artillery' ? [i] : []))),
    ),
    sideUnits: [0, 1].map((side) => Int32Array.from(units.flatMap((u, i) => (u.side === side ? [i] : [])))),
    divisionMembers: s.divisions.map((d) => [
      ...d.units.filter((u) => units[u].arm !== 'artillery'),
      ...d.units.filter((u) => units[u].arm === 'artillery'),
    ]),
    divisionGraded: s.divisions.map((d) =>
      Int32Array.from(leftOut ? d.units.filter((u) => units[u].arm !== 'artillery') : d.units),
    ),
    divisionHolds: s.divisions.map((d) => {
      const combat = d.units.filter((u) => units[u].arm !== 'artillery');
      return Int32Array.from(combat.length > 0 ? combat : d.units);
    }),
    divisionUnits: s.divisions.map((d) => Int32Array.from(d.units)),
    cascades,
    divisionSituations,
    assaults,
    fires: new FireMemo(rules, s, switches, where),
    skirmish: new SkirmishMemo(rules, s, switches),
    disorderRules: assaults.get(
      'general',
      plainSideOf(Math.max(0, first(0))),
      plainSideOf(Math.max(0, first(1))),
    ),
    party: makeParty(),
    sides: [makePartySide(), makePartySide()],
    rally: flatRally(
      unitRules.map((r) => r.rally),
      leaderParts,
    ),
    rallyLeaderParts: leaderParts,
    hdc: { baseHitsWithin4: 0, enemySkirmisherWithin4: false },
    leaderReach: compileLeaderReach(ix, s.sectors.length, s.divisions.length, d.horsDeCombatReach.value),
    fails: new Uint8Array(2 * Math.max(1, s.divisions.length)),
    cascadeOut: new Int32Array(4),
    scratch: new Int32Array(4),
    heldBefore: new Float64Array(1),
    disorderState: new Int32Array(S.SIZE),
    fireTargets: new Int32Array(units.length + 1),
    hitUnits: new Int32Array(units.length),
    courseScratch: new Int32Array(2), // COURSE.SIZE (run-engagement)
    oneUnit: new Int32Array(1),
    leaderCount: new Int32Array(2),
    maneuverScratch: {
      actions: new Int32Array(2 * units.length),
      target: new Int32Array(s.sectors.length),
      rolled: new Int32Array(units.length),
      open: new Int32Array(units.length),
      nOpen: 0,
      mode: new Uint8Array(units.length),
      same: new Uint8Array(units.length),
      conducts: new Uint8Array(units.length),
      need: new Float64Array(units.length),
      dist: new Float64Array(units.length),
    },
  };
}
