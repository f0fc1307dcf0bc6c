import { describe, expect, it } from 'vitest';
import { esc, href, inlineScript, scriptJson } from '../../../src/report/markup/escape.ts';

describe('escaping', () => {
  it('escapes markup in text and attributes', () => {
    expect(esc(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
  });

  it('keeps JSON inside a script element from closing it', () => {
    const json = scriptJson({ title: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script');
    expect(JSON.parse(json)).toEqual({ title: '</script><script>alert(1)</script>' });
    expect(inlineScript('x="</script>"')).toBe('x="<\\/script>"');
  });

  it('encodes each path segment of a link', () => {
    expect(href('a b#1', 'report.html')).toBe('a%20b%231/report.html');
  });
});
