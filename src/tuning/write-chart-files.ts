import { claimOutputFolder } from '../results/claim-folder.ts';
import { writeOutputFiles } from '../results/output-marker.ts';

/**
 * `<stem>.json`, `<stem>.vl.json` and `<stem>.svg`, written atomically into
 * `dir` and recorded as the `stem` command's (a bad --out, or a folder
 * holding files warbench did not write, is exit 2: see claimOutputFolder).
 * The chart's spec comes from `chart`, which loads its builder when called:
 * the builders and the renderer pull in vega, which a command run without
 * --out should not load at start.
 */
export async function writeChartFiles(dir: string, stem: string, data: unknown, chart: () => Promise<Record<string, unknown>>, what: string): Promise<void> {
  const abs = claimOutputFolder(dir, { command: stem, what });
  const spec = await chart();
  const { renderSvg } = await import('../report/render/render-svg.ts');
  writeOutputFiles(abs, stem, [
    [`${stem}.json`, `${JSON.stringify(data, null, 2)}\n`],
    [`${stem}.vl.json`, `${JSON.stringify(spec, null, 2)}\n`],
    [`${stem}.svg`, await renderSvg(spec)],
  ]);
}
