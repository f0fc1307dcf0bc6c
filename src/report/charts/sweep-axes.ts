import { InputError } from '../../engine/input/input-error.ts';
import type { PointInfo, ResultSet, SweepParam } from '../load/load-results.ts';
import type { Where } from './metric.ts';
import { paramTitle } from './text.ts';

/** The sweep parameter a chart names for one of its channels (x, y, color). */
export function requireParam(
  set: ResultSet,
  name: string | undefined,
  where: Where,
  channel: string,
): SweepParam {
  const param = set.params.find((p) => p.name === name);
  if (!param) {
    const names = set.params.map((p) => p.name);
    throw new InputError({
      file: where.file,
      field: `${where.field}.${channel}`,
      expected: names.length
        ? `a sweep parameter: one of ${names.join(', ')}, got ${JSON.stringify(name)}`
        : 'a sweep, but this experiment sweeps nothing',
    });
  }
  return param;
}

export function optionalParam(
  set: ResultSet,
  name: string | undefined,
  where: Where,
  channel: string,
): SweepParam | undefined {
  return name === undefined ? undefined : requireParam(set, name, where, channel);
}

/**
 * Sweep parameters a chart does not place on an axis but that vary: each
 * of their combinations gets its own panel, so no two points share a mark.
 */
export interface Grouping {
  params: SweepParam[];
  /** panel label of a point, '' when nothing else varies */
  of(point: PointInfo): string;
  /** panel labels in sweep order */
  labels: string[];
  title: string;
}

export function groupRest(set: ResultSet, used: ReadonlyArray<SweepParam | undefined>): Grouping {
  const names = new Set(used.filter((p) => p !== undefined).map((p) => p.name));
  const params = set.params.filter((p) => !names.has(p.name) && p.values.length > 1);
  const of = (pt: PointInfo) =>
    params
      .map((p) =>
        params.length > 1 ? `${paramTitle(p.name, p.kind)} = ${pt.values[p.name]}` : pt.values[p.name],
      )
      .join(', ');
  return {
    params,
    of,
    labels: [...new Set(set.points.map(of))],
    title: params.map((p) => paramTitle(p.name, p.kind)).join(', '),
  };
}
