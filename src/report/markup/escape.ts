// The escaping every page builds on (the report, the history, the tuning pages), below the page folders.

/** Text or an attribute value made safe for HTML. */
export function esc(text: unknown): string {
  return String(text ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON that can sit inside a <script> element: no `</script>`, no `<!--`. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Script source inlined into a page: a `</script` inside a string must not end the element. */
export function inlineScript(source: string): string {
  return source.replace(/<\/(script)/gi, '<\\/$1');
}

/** A relative link to a file whose name may hold any character. */
export function href(...segments: string[]): string {
  return segments.map((s) => s.split('/').map(encodeURIComponent).join('/')).join('/');
}
