import { type RepublicSwitches, typedSwitches } from '../../engine/ruleset/typed-switches.ts';
import { compileAssault } from '../../engine/republic/assault/compile-assault.ts';
import type { CompiledAssault } from '../../engine/republic/assault/compiled-assault.ts';
import { formationOf, type AssaultUnit } from '../../engine/republic/assault/formation.ts';
import {
  plainSide,
  type AssaultSide,
  type AssaultSituation,
} from '../../engine/republic/assault/situation.ts';
import { COVERS } from '../../engine/republic/rules/assault-table.ts';
import type { RepublicRules } from '../../engine/republic/rules/republic-rules.ts';
import type { EngagementUnit } from '../situation/engagement-situation.ts';
import { PARTY } from '../assault/party.ts';
import { IntKeyMap } from './int-key-map.ts';

/** One side of an assault as the engagement gives it at the moment it is fought: `n` units, in typed arrays. */
export interface PartySide {
  n: number;
  units: Int32Array;
  bases: Int32Array;
  /** per unit, the cover it stands in, a COVERS index (the side's cover is the greatest percentage of bases', §5.4) */
  covers: Int32Array;
  /** per unit, the quarters of its available skirmish markers it has out (§5.4 Each 1/4 skirmishers out) */
  quarters: Int32Array;
  /** batteries that did not fire this player turn (§5.4 Each fresh artillery; the defender's only) */
  fresh: number;
  energeticLeaders: number;
  proficientLeaders: number;
  /** the divisions whose leaders stand within 2" of its infantry and cavalry, one bit each (field-index leaderMask) */
  near: number;
  /** bases of supporting brigades counted in the strength total (§5.2 Supporting Bases) */
  support: number;
}

export function makePartySide(): PartySide {
  return {
    n: 0,
    units: new Int32Array(PARTY.MAX),
    bases: new Int32Array(PARTY.MAX),
    covers: new Int32Array(PARTY.MAX),
    quarters: new Int32Array(PARTY.MAX),
    fresh: 0,
    energeticLeaders: 0,
    proficientLeaders: 0,
    near: 0,
    support: 0,
  };
}

/** More sets of readings of a side than an engagement meets: the span of one side's index in the other's key. */
const READINGS_SPAN = 1 << 20;

/** Ints in a side's key: fresh batteries, then unit count and leaders packed into one, then one a unit. */
const SIDE_HEAD = 2;

/** Most units an engagement may have for the memo to keep the last assault of each pair of units. */
const PAIR_UNITS = 64;
/**
 * Places a pair of units has for the assaults it meets, one by the key's hash: a pair meets a dozen keys or so over a
 * day (covers, leaders, skirmisher quarters that change as bases go), and fewer places let two of them take turns in one.
 */
const PAIR_WAY_BITS = 5;
const PAIR_WAYS = 1 << PAIR_WAY_BITS;

/**
 * Assaults compiled by what their sides read as formations (§5.4): grade,
 * arm, order, cover of the greatest percentage of bases, repeaters,
 * leaders, fresh batteries. The rest (strengths, morale minus, losses this
 * turn, panic hits) is read round by round from the units, and each
 * compiled assault's outnumbering table spans every strength a side of the
 * engagement can bring, so one serves every strength. Found by a key of
 * numbers: per unit its kind (arm, grade, order, repeaters), cover and
 * bases (not for a side of one unit, whose readings its bases cannot
 * change); a composition met for the first time is read as formations and
 * compiled only if those readings are new. A kernel allocates only then.
 */
export class AssaultMemo {
  private readonly key = new Int32Array(1 + 2 * (SIDE_HEAD + PARTY.MAX));
  private readonly memo = new IntKeyMap<CompiledAssault>(this.key.length);
  /** compiled assaults by their sides' formation readings (readingsOf) and type */
  private readonly byReadings = new Map<number, CompiledAssault>();
  /** a side's readings (§5.4) by its part of the key; each readings' index by its text, and the readings by index */
  private readonly sideKey = new Int32Array(SIDE_HEAD + PARTY.MAX);
  private readonly sideMemo = new IntKeyMap<number>(SIDE_HEAD + PARTY.MAX);
  private readonly readingIds = new Map<string, number>();
  private readonly sideReadings: AssaultSide[] = [];
  /** per unit: its kind, the index of its (arm, grade, order, repeaters) among the engagement's */
  private readonly kind: Int32Array;
  /** the most combat bases and batteries a side of the engagement has, with supports: the outnumbering table's span */
  private readonly maxBases: number;
  /** the switches typed to their readings */
  private readonly sw: RepublicSwitches;
  constructor(
    private readonly rules: RepublicRules,
    private readonly units: readonly EngagementUnit[],
    private readonly switches: Record<string, string>,
    private readonly maxRounds: number,
  ) {
    // the key packs a side's leaders (at most its divisions, so its units) in 11 bits
    this.sw = typedSwitches('republic', switches);
    if (units.length >= 1 << 11) throw new Error(`an engagement of ${units.length} units: at most 2047`);
    const kinds = new Map<string, number>();
    this.kind = Int32Array.from(units, (u) => {
      const k = `${u.arm}|${u.grade}|${u.order}|${u.repeaters}`;
      if (!kinds.has(k)) kinds.set(k, kinds.size);
      return kinds.get(k)!;
    });
    // a party and the supports it counts are units of one side, whose bases never grow
    const sum = [0, 0];
    for (const u of units) sum[u.side] += u.bases;
    this.maxBases = Math.max(sum[0], sum[1]);
    const pairs = units.length <= PAIR_UNITS ? units.length * units.length * PAIR_WAYS : 0;
    this.pairWith = new Int32Array(pairs);
    this.pairLeaders = new Int32Array(pairs);
    this.pairAssault = new Array<CompiledAssault | undefined>(pairs).fill(undefined);
  }

  /**
   * One unit against one, the assault nearly always fought: per pair of
   * units, the assaults last found for it and what each was found by
   * besides the units (type, covers, leaders, fresh batteries), two ints;
   * the pair's units fix the rest of the key. Engagements of at most PAIR_UNITS units.
   */
  private readonly pairWith: Int32Array;
  private readonly pairLeaders: Int32Array;
  private readonly pairAssault: Array<CompiledAssault | undefined>;

  get(type: 'general' | 'allOut', attacker: PartySide, defender: PartySide): CompiledAssault {
    if (attacker.n !== 1 || defender.n !== 1) return this.find(type, attacker, defender);
    const found = this.pair(
      type === 'allOut',
      attacker.units[0],
      defender.units[0],
      attacker.covers[0],
      defender.covers[0],
      attacker.fresh,
      defender.fresh,
      attacker.quarters[0],
      defender.quarters[0],
      attacker.energeticLeaders,
      attacker.proficientLeaders,
      defender.energeticLeaders,
      defender.proficientLeaders,
    );
    return found !== undefined ? found : this.missed(type, attacker, defender);
  }

  /** the pair's place and key (pairWith, pairLeaders) the last `pair` missed; slot -1: not kept */
  private missSlot = -1;
  private missWith = 0;
  private missLeaders = 0;

  /**
   * The assault last found for attacker `a` against defender `d`, one unit
   * a side, by what else it was found by (all-out, covers, fresh batteries,
   * skirmisher quarters out, leaders); undefined if none is kept (then `missed`, with the sides filled).
   */
  pair(
    allOut: boolean,
    a: number,
    d: number,
    aCover: number,
    dCover: number,
    aFresh: number,
    dFresh: number,
    aQuarters: number,
    dQuarters: number,
    aEnergetic: number,
    aProficient: number,
    dEnergetic: number,
    dProficient: number,
  ): CompiledAssault | undefined {
    this.missSlot = -1;
    const leaders = aEnergetic | aProficient | dEnergetic | dProficient;
    // covers are COVERS indices (below 2^4), skirmisher quarters at most 4; leaders and fresh batteries below 2^8 fit, else the full key
    if (leaders >= 1 << 8 || (aFresh | dFresh) >= 1 << 8 || this.pairAssault.length === 0) return undefined;
    const w =
      (allOut ? 1 : 0) |
      (aCover << 1) |
      (dCover << 5) |
      (aFresh << 9) |
      (dFresh << 17) |
      (aQuarters << 25) |
      (dQuarters << 28);
    const l = aEnergetic | (aProficient << 8) | (dEnergetic << 16) | (dProficient << 24);
    // a pair meets several keys by turns (cover left and regained, leaders lost, markers out): PAIR_WAYS places for it, by the key
    const slot =
      (a * this.units.length + d) * PAIR_WAYS +
      (Math.imul(w ^ Math.imul(l, 0x9e3779b1), 0x85ebca77) >>> (32 - PAIR_WAY_BITS));
    const last = this.pairAssault[slot];
    if (last !== undefined && this.pairWith[slot] === w && this.pairLeaders[slot] === l) return last;
    this.missSlot = slot;
    this.missWith = w;
    this.missLeaders = l;
    return undefined;
  }

  /** The assault for sides the last `pair` (or get) missed, kept in the pair's place. */
  missed(type: 'general' | 'allOut', attacker: PartySide, defender: PartySide): CompiledAssault {
    const found = this.find(type, attacker, defender);
    const slot = this.missSlot;
    if (slot < 0) return found;
    this.pairWith[slot] = this.missWith;
    this.pairLeaders[slot] = this.missLeaders;
    this.pairAssault[slot] = found;
    return found;
  }

  /** The assault for any composition, by its full key. */
  private find(type: 'general' | 'allOut', attacker: PartySide, defender: PartySide): CompiledAssault {
    const key = this.key;
    key[0] = type === 'allOut' ? 1 : 0;
    let n = this.writeSide(key, 1, attacker);
    n = this.writeSide(key, n, defender);
    const found = this.memo.get(key, n);
    if (found !== undefined) return found;
    return this.memo.set(key, n, this.compiled(type, attacker, defender));
  }

  /** A side's part of the key from `at`; returns where the next part starts. */
  private writeSide(key: Int32Array, at: number, p: PartySide): number {
    key[at] = p.fresh;
    // leaders are at most the side's divisions (below 2^11), a party at most MAX_PARTY units
    key[at + 1] = p.n | (p.energeticLeaders << 8) | (p.proficientLeaders << 19);
    // a unit in one int: its kind (below 2^11), cover (a COVERS index, below 2^6), bases (at most 60, below 2^6), skirmisher quarters
    const bases = p.n > 1 ? 1 : 0;
    let i = at + SIDE_HEAD;
    for (let j = 0; j < p.n; j++, i++)
      key[i] =
        this.kind[p.units[j]] | (p.covers[j] << 11) | ((bases * p.bases[j]) << 17) | (p.quarters[j] << 23);
    return i;
  }

  /** The assault for sides whose composition is new: the one compiled for the same readings, or compiled now. */
  private compiled(type: 'general' | 'allOut', attacker: PartySide, defender: PartySide): CompiledAssault {
    const a = this.readingsOf(attacker);
    const d = this.readingsOf(defender);
    const readings = (a * READINGS_SPAN + d) * 2 + (type === 'allOut' ? 1 : 0);
    const found = this.byReadings.get(readings);
    if (found !== undefined) return found;
    // the rounds read the strengths from the units, and the outnumbering table spans every strength (§5.4)
    const s: AssaultSituation = {
      assault: type,
      direction: 'front',
      maxRounds: this.maxRounds,
      attacker: { ...this.sideReadings[a], bases: 0, batteries: 0 },
      defender: { ...this.sideReadings[d], bases: 0, batteries: 0 },
    };
    const span = this.outnumbering(s);
    const compiled = this.shared(compileAssault(this.rules, s, this.switches));
    compiled.outMod = span.outMod;
    compiled.outProv = span.outProv;
    compiled.dMax = span.dMax;
    this.byReadings.set(readings, compiled);
    return compiled;
  }

  /**
   * The index of a side's formation readings (§5.4) among those met, found
   * by the side's part of the key: a side is read as a formation once, and
   * a composition new on one side alone is compiled without reading the other.
   */
  private readingsOf(p: PartySide): number {
    const key = this.sideKey;
    const n = this.writeSide(key, 0, p);
    const found = this.sideMemo.get(key, n);
    if (found !== undefined) return found;
    const side = this.side(p);
    const text = JSON.stringify(side, (k, v) =>
      k === 'bases' || k === 'batteries' || k === 'notes' ? undefined : v,
    );
    let id = this.readingIds.get(text);
    if (id === undefined) {
      id = this.sideReadings.length;
      if (id >= READINGS_SPAN) throw new Error(`more than ${READINGS_SPAN} readings of a side`);
      this.readingIds.set(text, id);
      this.sideReadings.push(side);
    }
    return this.sideMemo.set(key, n, id);
  }

  /** outnumbering tables over every strength, by what else they read: the direction, the attacker's arms, a square */
  private readonly spans = new Map<string, CompiledAssault>();

  /**
   * The outnumbering table (§5.4) over every strength a side of the
   * engagement can bring, each side from 0 to maxBases combat bases:
   * compiled once for each set of the other things it reads, and shared.
   */
  private outnumbering(s: AssaultSituation): CompiledAssault {
    const key = JSON.stringify([s.direction, s.attacker.arms, s.defender.square]);
    const found = this.spans.get(key);
    if (found !== undefined) return found;
    const full = compileAssault(
      this.rules,
      {
        ...s,
        attacker: { ...s.attacker, bases: this.maxBases, batteries: 0 },
        defender: { ...s.defender, bases: this.maxBases, batteries: 0 },
      },
      this.switches,
    );
    this.spans.set(key, full);
    return full;
  }

  /** Tables the kernel only reads, one copy of each content: compiled assaults of many compositions share their arrays. */
  private readonly tables = new Map<string, Int32Array | Uint8Array>();

  /**
   * The assault with each table it only reads replaced by the one copy of
   * that content: the compositions an engagement meets differ in a few
   * numbers, and their assaults, sharing the rest, stay in the cache.
   */
  private shared(a: CompiledAssault): CompiledAssault {
    const one = <T extends Int32Array | Uint8Array>(x: T): T => {
      const key = `${x.constructor.name}:${x.join(',')}`;
      const found = this.tables.get(key);
      if (found) return found as T;
      this.tables.set(key, x);
      return x;
    };
    a.cellHits = one(a.cellHits);
    a.cellEach = one(a.cellEach);
    a.cellAction = one(a.cellAction);
    a.cellProv = one(a.cellProv);
    a.staticMod = one(a.staticMod);
    a.staticProv = one(a.staticProv);
    a.moraleMod = one(a.moraleMod);
    a.moraleProv = one(a.moraleProv);
    a.init = one(a.init);
    a.naturalM = one(a.naturalM);
    a.pointsPerHit = one(a.pointsPerHit);
    a.pointsProv = one(a.pointsProv);
    a.panicRank = one(a.panicRank);
    a.panicLoss = one(a.panicLoss);
    a.panicProv = one(a.panicProv);
    a.canRetreat = one(a.canRetreat);
    a.breaksOut = one(a.breaksOut);
    a.lossPlus = one(a.lossPlus);
    return a;
  }

  private side(p: PartySide): AssaultSide {
    const given: AssaultUnit[] = Array.from({ length: p.n }, (_, i) => {
      const x = this.units[p.units[i]];
      return {
        arm: x.arm,
        bases: p.bases[i],
        grade: x.grade,
        morale: 0,
        order: x.order,
        square: false,
        repeaters: x.repeaters,
        skirmisherQuarters: p.quarters[i],
        basesLostThisTurn: 0,
        panicHitsThisPhase: 0,
        cover: COVERS[p.covers[i]],
        inBuildings: false,
      };
    });
    const { unit, notes } = formationOf(given, this.sw);
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
