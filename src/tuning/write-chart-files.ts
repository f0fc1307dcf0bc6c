import { resolve } from 'node:path';
import { InputError } from '../engine/input/input-error.ts';
import { writeFilesAtomic } from '../results/atomic-write.ts';
import { whyNoFolder } from '../results/make-dir.ts';

/**
 * `<stem>.json`, `<stem>.vl.json` and `<stem>.svg`, written atomically into
 * `dir` (a bad --out is exit 2). The chart's spec comes from `chart`, which
 * loads its builder when called: the builders and the renderer pull in vega,
 * which a command run without --out should not load at start.
 */
export async function writeChartFiles(dir: string, stem: string, data: unknown, chart: () => Promise<Record<string, unknown>>, what: string): Promise<void> {
  const abs = resolve(dir);
  const no = whyNoFolder(abs);
  if (no) throw new InputError({ file: '(command line)', field: '--out', expected: `a folder to write the ${what} in, but ${no}` });
  const spec = await chart();
  const { renderSvg } = await import('../report/render/render-svg.ts');
  writeFilesAtomic(abs, [
    [`${stem}.json`, `${JSON.stringify(data, null, 2)}\n`],
    [`${stem}.vl.json`, `${JSON.stringify(spec, null, 2)}\n`],
    [`${stem}.svg`, await renderSvg(spec)],
  ]);
}
