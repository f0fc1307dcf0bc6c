/**
 * The page's shell: its script and styles are served by the workbench
 * itself, so the page works with no network.
 */
export function pageHtml(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>warbench workbench</title>
<link rel="stylesheet" href="/page.css">
</head>
<body>
<a class="skip" href="#odds">Skip to the odds</a>
<header><h1>warbench workbench</h1><p id="status" role="status" aria-live="polite">Loading…</p></header>
<main id="app"></main>
<script src="/page.js"></script>
</body>
</html>
`;
}
