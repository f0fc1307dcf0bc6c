import { describe, expect, it } from 'vitest';
import { pageStart } from '../../../src/report/markup/page-start.ts';
import { PAGE_STYLE } from '../../../src/report/markup/style.ts';

describe('pageStart', () => {
  it('opens a page through <body>, its title escaped and the shared style before the page’s own', () => {
    const html = pageStart('A <b> & c', 'td { color: red; }');
    expect(html.startsWith('<!doctype html>\n<html lang="en">\n<head>\n')).toBe(true);
    expect(html).toContain('<title>A &#60;b&#62; &#38; c</title>');
    expect(html).toContain(`<style>${PAGE_STYLE}td { color: red; }</style>`);
    expect(html.endsWith('</head>\n<body>')).toBe(true);
  });
});
