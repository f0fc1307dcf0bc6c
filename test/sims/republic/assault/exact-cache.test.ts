import { describe, expect, it } from 'vitest';
import { Problems } from '../../../../src/engine/input/problems.ts';
import { parseYaml } from '../../../../src/engine/input/parse-yaml.ts';
import { compiledAssaultKey } from '../../../../src/engine/republic/assault/compiled-key.ts';
import { exactAssault } from '../../../../src/engine/republic/assault/exact-assault.ts';
import { ASSAULT_COLUMNS } from '../../../../src/engine/republic/rules/assault-table.ts';
import { assaultSim } from '../../../../src/sims/republic/assault/assault-sim.ts';
import { tallyAssault } from '../../../../src/sims/republic/assault/assault-layout.ts';
import { republic } from '../../../helpers/republic.ts';

const SWITCHES = {
  naturalRollMoraleHits: 'loserAlways',
  mixedAssaultBonus: 'extraM',
  moraleHitModifier: 'byState',
  grades: 'five',
};
// a general assault in the open: the PB column (§5.2)
const VET_VS_AVG = 'assault: general\nattacker: {grade: veteran}\ndefender: {grade: average}';
const compile = (yaml = VET_VS_AVG) =>
  assaultSim.compile(republic, parseYaml(yaml, 'test.yaml', new Problems()), SWITCHES);

/** Put another value in a cell of the assault table for the length of `f`. */
function withCell<T>(column: number, row: number, value: unknown, f: () => T): T {
  const cells = republic.data.assault.table.cells[column];
  const kept = cells[row];
  cells[row] = { ...kept, value: value as never };
  try {
    return f();
  } finally {
    cells[row] = kept;
  }
}

describe('the exact result kept per compiled assault', () => {
  it('is the result worked out afresh, as a copy each caller may change', () => {
    const c = compile();
    const fresh = new Float64Array(c.layout.size);
    const leftover = exactAssault(c.assault, (st, w) => tallyAssault(c.offsets, st, fresh, w));
    const first = assaultSim.exact!(c);
    first.perTrial.fill(-1);
    const again = assaultSim.exact!(compile());
    expect([...again.perTrial]).toEqual([...fresh]);
    expect(again.leftover).toBe(leftover);
  });

  it('is keyed on every cell the assault reads: a cell of its column changes the key, one of another column does not', () => {
    const c = compile();
    const col = ASSAULT_COLUMNS.indexOf(c.assault.column);
    const other = (col + 1) % ASSAULT_COLUMNS.length;
    const base = compiledAssaultKey(c.assault);
    // the +2 row given the -2 row's result (the rows between are the same Roll again band)
    const t = republic.data.assault.table;
    const row = t.maxDiff - 2;
    const otherValue = t.cells[col][t.maxDiff + 2].value;
    expect(withCell(col, row, otherValue, () => compiledAssaultKey(compile().assault))).not.toBe(base);
    expect(withCell(other, row, otherValue, () => compiledAssaultKey(compile().assault))).toBe(base);
    // and the exact odds follow the cell: a changed cell is never answered from the kept result
    const moved = withCell(col, row, otherValue, () => assaultSim.exact!(compile()).perTrial);
    expect([...moved]).not.toEqual([...assaultSim.exact!(compile()).perTrial]);
  });

  it('leaves the chain unbuilt until a kernel reads it', () => {
    const c = compile();
    assaultSim.exact!(c);
    expect(Object.getOwnPropertyDescriptor(c, 'run')?.get).toBeDefined();
    expect(c.run.tables?.states.length).toBeGreaterThan(0);
    expect(c.run.counts).toHaveLength(c.run.tables!.states.length);
  });
});
