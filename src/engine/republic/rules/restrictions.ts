import type { YamlNode } from '../../input/yaml-node.ts';
import { ARMS, type Arm } from './arms.ts';
import { MORALE_STATES, type MoraleState } from './grades.ts';

/** The acts §2.3 forbids by morale state. */
export const ACTS = ['changeFormation', 'deploySkirmishers', 'unlimber', 'assault', 'advance'] as const;
export type Act = (typeof ACTS)[number];
/** The troop types the text names (infantry, cavalry, artillery). */
export const TROOPS = ['infantry', 'cavalry', 'artillery'] as const;
export type Troop = (typeof TROOPS)[number];

/** One thing a morale state forbids, with the words of the text. */
export interface Restriction {
  state: MoraleState;
  act: Act;
  /** the troop type it binds; undefined: every unit */
  by?: Troop;
  /** the enemy troop types the act may not be aimed at; undefined: any enemy */
  against?: Troop[];
  says: string;
}

/** rulesets/<id>/restrictions.yaml: §2.3's restrictions by morale state. */
export interface MoraleRestrictions {
  ref: string;
  troopOf: Record<Arm, Troop>;
  /** rows by morale state index */
  byState: Restriction[][];
}

export function readRestrictions(root: YamlNode): MoraleRestrictions {
  root.allowKeys(['ref', 'source', 'troops', 'states']);
  const ref = root.get('ref').string();
  root.get('source').oneOf(['text']);
  const tn = root.get('troops');
  tn.allowKeys(TROOPS);
  const troopOf = {} as Record<Arm, Troop>;
  for (const t of TROOPS) for (const a of tn.get(t).items()) troopOf[a.oneOf(ARMS)] = t;
  for (const a of ARMS)
    if (!troopOf[a]) tn.fail(`expected every arm under one troop type; ${a} is under none`);
  const sn = root.get('states');
  sn.allowKeys(MORALE_STATES);
  const byState = MORALE_STATES.map((state) => {
    const s = sn.get(state);
    s.allowKeys(['says', 'forbids']);
    const says = s.get('says').string();
    return s
      .get('forbids')
      .items()
      .map((row): Restriction => {
        if (!row.isMap()) return { state, act: row.oneOf(ACTS), says };
        row.allowKeys(['act', 'by', 'against', 'says']);
        return {
          state,
          act: row.get('act').oneOf(ACTS),
          by: row.get('by').exists ? row.get('by').oneOf(TROOPS) : undefined,
          against: row.get('against').exists
            ? row
                .get('against')
                .items()
                .map((t) => t.oneOf(TROOPS))
            : undefined,
          says: row.get('says').optString(says),
        };
      });
  });
  return { ref, troopOf, byState };
}

/** One act to check: who does it, in which state, aimed at which enemy. */
export interface ActQuery {
  /** morale state index */
  state: number;
  act: Act;
  /** the unit's arm; undefined when the situation does not say (only rows binding every unit apply) */
  arm?: Arm;
  /** the enemy's arms; undefined when the situation does not say (only rows against any enemy apply) */
  against?: readonly Arm[];
}

/**
 * The §2.3 row that forbids this act, or undefined if the state allows it.
 * A row aimed at some troop types forbids the act only against an enemy
 * wholly of those types.
 */
export function forbiddingRestriction(r: MoraleRestrictions, q: ActQuery): Restriction | undefined {
  return r.byState[q.state].find((row) => {
    if (row.act !== q.act) return false;
    if (row.by !== undefined && (q.arm === undefined || r.troopOf[q.arm] !== row.by)) return false;
    if (row.against === undefined) return true;
    return (
      q.against !== undefined &&
      q.against.length > 0 &&
      q.against.every((a) => row.against!.includes(r.troopOf[a]))
    );
  });
}

/** How a refusal names the rule: `§2.3 Morale Conditions, Demoralized: "..."`. */
export function citeRestriction(r: MoraleRestrictions, row: Restriction): string {
  return `${r.ref}, ${row.state[0].toUpperCase()}${row.state.slice(1)}: "${row.says}"`;
}
