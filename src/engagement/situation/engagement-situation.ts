import type { Arm } from '../../engine/republic/rules/arms.ts';
import type { BatteryType } from '../../engine/republic/rules/artillery.ts';
import type { Cover } from '../../engine/republic/rules/assault-table.ts';
import type { Grade } from '../../engine/republic/rules/grades.ts';
import type { Doctrine } from './doctrine.ts';

export const LEADER_CLASSES = ['energetic', 'proficient', 'cautious'] as const;
export const STOP_RULES = ['sideBreaks', 'never'] as const;
/** The groups the engagement's loss metrics are written for besides the two sides (docs/engagement-metrics.md): no side may take their names. */
export const GROUP_NAMES = ['attacker', 'defender', 'winner', 'loser'] as const;
export const FIRST_LINE = 0;
export const SECOND_LINE = 1;

/** A brigade or battery on the abstract field (docs/engagement-situation.md). */
export interface EngagementUnit {
  name: string;
  side: number;
  /** index into EngagementSituation.divisions */
  division: number;
  arm: Arm;
  grade: Grade;
  /** combat bases; for artillery, batteries (§1.1: ten guns each) */
  bases: number;
  morale: number;
  sector: number;
  line: number;
  order: 'close' | 'open';
  /** skirmish markers it deploys (§4.1) */
  skirmishers: number;
  repeaters: boolean;
  battery?: BatteryType;
}

/** The division leader ratings a situation may give, lowest and highest (a replacement only moves one toward 0, §2.3). */
export const LEADER_RATINGS = { lowest: -1, highest: 4 } as const;

/** A division's leader (§2.2): class, rating, and where he stands. */
export interface Leader {
  class: (typeof LEADER_CLASSES)[number];
  rating: number;
  /** the sector whose brigades he is within 2" of (§3.2, §5.4); -1: with each brigade of his division */
  sector: number;
}

export interface EngagementDivision {
  name: string;
  side: number;
  leader: Leader;
  units: number[];
}

/** One stretch of the front: both sides' first and second lines face each other across it. */
export interface Sector {
  name: string;
  /** cover of each side's position (§5.2 cover points, §4.3 at cover) */
  cover: [Cover, Cover];
  /** inches between the two first lines at the start */
  gap: number;
  /** inches from each side's first line back to its second line */
  depth: [number, number];
}

export interface EngagementSide {
  name: string;
  doctrine: Doctrine;
}

export interface EngagementSituation {
  /** game turns, each two player turns (§1.6) */
  turns: number;
  /** side attacking in the first player turn */
  firstAttacker: number;
  stop: (typeof STOP_RULES)[number];
  /** share of a side's divisions broken that breaks the side */
  sideBreaksAt: number;
  maxRounds: number;
  sides: [EngagementSide, EngagementSide];
  sectors: Sector[];
  divisions: EngagementDivision[];
  units: EngagementUnit[];
}
