import { claimOutputFolder } from '../results/claim-folder.ts';
import { writeOutputFiles } from '../results/output-marker.ts';
import type { ToolPage } from '../report/html/tool-page.ts';

/**
 * `<stem>.json`, `<stem>.vl.json`, `<stem>.svg`, `<stem>.png` and the page
 * `<stem>.html` (the chart with its numbers, like run's report.html), written
 * atomically into `dir` and recorded as the `stem` command's (a bad --out,
 * or a folder holding files warbench did not write, is exit 2: see
 * claimOutputFolder). The chart's spec comes from `chart`, which loads its
 * builder when called: the builders and the renderer pull in vega, which a
 * command run without --out should not load at start. `page` gives the
 * page's words and sections for that spec.
 */
export async function writeChartFiles(
  dir: string,
  stem: string,
  data: unknown,
  chart: () => Promise<Record<string, unknown>>,
  what: string,
  page: (spec: Record<string, unknown>) => Promise<Omit<ToolPage, 'stem' | 'spec'>>,
): Promise<void> {
  const abs = claimOutputFolder(dir, { command: stem, what });
  const spec = await chart();
  const { renderSvg } = await import('../report/render/render-svg.ts');
  const { renderPng } = await import('../report/render/render-png.ts');
  const { toolPageHtml } = await import('../report/html/tool-page.ts');
  const svg = await renderSvg(spec);
  writeOutputFiles(abs, stem, [
    [`${stem}.json`, `${JSON.stringify(data, null, 2)}\n`],
    [`${stem}.vl.json`, `${JSON.stringify(spec, null, 2)}\n`],
    [`${stem}.svg`, svg],
    [`${stem}.png`, renderPng(svg)],
    [`${stem}.html`, toolPageHtml({ stem, spec, ...(await page(spec)) })],
  ]);
}
