import { d10 } from '../../engine/dice/roll.ts';
import type { Stream } from '../../engine/dice/stream.ts';
import { makeLayout, type Layout } from '../layout.ts';
import type { Compiled, ExactResult, Sim } from '../sim.ts';
import { PROVISIONAL_DISTRIBUTION } from '../tally.ts';

/**
 * The reference kernel of the benchmark: two d10, one table lookup, one
 * histogram slot. It reads the Pitched Battle column of the Republic assault
 * table with no modifiers, so its histogram is the table's row distribution.
 */
export interface ReferenceCompiled extends Compiled {
  /** row index by (natA - natD + 9) */
  rowOf: Int32Array;
  rows: number;
  provisionalRow: Uint8Array;
  provOffset: number;
}

export const referenceSim: Sim<ReferenceCompiled, 'republic'> = {
  id: 'reference',
  title: 'Reference kernel: two d10 and a Pitched Battle lookup, no modifiers',
  families: ['republic'],
  defaultRuleset: 'republic-1.0-beta',
  exampleSituation: 'experiments/situations/reference.yaml',

  compile(ruleset, situation) {
    situation.allowKeys([]);
    const table = ruleset.data.assault.table;
    const rows = table.maxDiff - table.minDiff + 1;
    const rowOf = new Int32Array(19);
    for (let d = -9; d <= 9; d++)
      rowOf[d + 9] = table.maxDiff - Math.max(table.minDiff, Math.min(table.maxDiff, d));
    const provisionalRow = new Uint8Array(rows);
    table.cells[1].forEach((c, i) => (provisionalRow[i] = c.cell.source === 'provisional' ? 1 : 0));
    const labels = Array.from(
      { length: rows },
      (_, i) => `${table.maxDiff - i > 0 ? '+' : ''}${table.maxDiff - i}`,
    );
    const layout: Layout = makeLayout({
      distributions: [
        { name: 'pb_row', title: 'Pitched Battle row reached (attacker minus defender)', outcomes: labels },
        PROVISIONAL_DISTRIBUTION,
      ],
      means: [],
    });
    return {
      layout,
      rowOf,
      rows,
      provisionalRow,
      provOffset: layout.distOffset[PROVISIONAL_DISTRIBUTION.name],
    };
  },

  kernel(rng: Stream, c: ReferenceCompiled, trials: number, acc: Float64Array): void {
    const rowOf = c.rowOf;
    const prov = c.provisionalRow;
    const po = c.provOffset;
    for (let t = 0; t < trials; t++) {
      const row = rowOf[d10(rng) - d10(rng) + 9];
      acc[row]++; // pb_row is the first distribution: offset 0
      acc[po + prov[row]]++;
    }
  },

  exact(c: ReferenceCompiled): ExactResult {
    const out = new Float64Array(c.layout.size);
    for (let a = 1; a <= 10; a++) {
      for (let d = 1; d <= 10; d++) {
        const row = c.rowOf[a - d + 9];
        out[row] += 0.01;
        out[c.provOffset + c.provisionalRow[row]] += 0.01;
      }
    }
    return { perTrial: out, leftover: 0 };
  },
};
