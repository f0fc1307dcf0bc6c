import { resolve } from 'node:path';
import { InputError } from '../../engine/input/input-error.ts';
import { renderSvg } from '../../report/render/render-svg.ts';
import { writeFilesAtomic } from '../../results/atomic-write.ts';
import { whyNoFolder } from '../../results/make-dir.ts';
import type { Comparison } from './compare-types.ts';
import { comparisonChart } from './comparison-chart.ts';

/** compare.json, compare.vl.json and compare.svg, written atomically into `dir`. */
export async function writeComparison(dir: string, c: Comparison): Promise<void> {
  const abs = resolve(dir);
  const no = whyNoFolder(abs);
  if (no) throw new InputError({ file: '(command line)', field: '--out', expected: `a folder to write the comparison in, but ${no}` });
  const spec = comparisonChart(c);
  writeFilesAtomic(abs, [
    ['compare.json', `${JSON.stringify(c, null, 2)}\n`],
    ['compare.vl.json', `${JSON.stringify(spec, null, 2)}\n`],
    ['compare.svg', await renderSvg(spec)],
  ]);
}
