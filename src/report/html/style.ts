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
.numbers { max-width: 620px; max-height: 480px; overflow: auto; border: 1px solid #ddd; }
table { border-collapse: collapse; font-size: 13px; }
th, td { padding: 3px 8px; text-align: left; border-bottom: 1px solid #eee; white-space: nowrap; }
th { position: sticky; top: 0; background: #f4f4f4; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
.files a { margin-right: 12px; }
.note { color: #444; font-size: 14px; }
`;
