/** The pages' stylesheet: plain, readable, printable. */
export const PAGE_STYLE = `
body { font-family: "DejaVu Sans", Verdana, sans-serif; margin: 0 auto; max-width: 1500px; padding: 24px 32px 64px; color: #1a1a1a; line-height: 1.45; }
h1 { font-size: 26px; margin: 0 0 4px; }
h2 { font-size: 20px; margin: 40px 0 8px; border-top: 1px solid #ccc; padding-top: 20px; }
.lead { font-size: 16px; max-width: 70em; }
.facts { max-width: 70em; padding-left: 1.2em; }
.facts li { margin: 2px 0; }
.warning { background: #fff4d6; border-left: 4px solid #e69f00; padding: 8px 12px; max-width: 68em; }
.chart-row { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
.chart { min-width: 300px; }
/* the table takes the room left beside the chart, or drops below it; headers and names wrap so it fits without sideways scrolling */
.numbers { flex: 0 1 auto; min-width: 0; max-width: 900px; max-height: 520px; overflow: auto; border: 1px solid #ddd; }
table { border-collapse: collapse; font-size: 12.5px; }
th, td { padding: 3px 6px; text-align: left; border-bottom: 1px solid #eee; }
th { position: sticky; top: 0; background: #f4f4f4; vertical-align: bottom; font-weight: bold; min-width: 4em; }
td.txt { overflow-wrap: break-word; }
td.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
.files a { margin-right: 12px; }
.note { color: #444; font-size: 14px; }
`;
