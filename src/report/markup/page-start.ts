import { esc } from './escape.ts';
import { PAGE_STYLE } from './style.ts';

/** A standalone page's opening, through `<body>`: its title and the pages' shared style, with `extraStyle` after it. */
export function pageStart(title: string, extraStyle = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<style>${PAGE_STYLE}${extraStyle}</style>
</head>
<body>`;
}
