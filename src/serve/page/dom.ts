/** A small element builder: tag, attributes (on* as listeners), children. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, unknown> = {},
  ...children: Array<Node | string | null | undefined | false>
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith('on') && typeof v === 'function') el.addEventListener(k.slice(2), v as EventListener);
    else if (k === 'class') el.className = String(v);
    else if (k in el && typeof v !== 'string') (el as unknown as Record<string, unknown>)[k] = v;
    else el.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children) if (c !== null && c !== undefined && c !== false) el.append(c);
  return el;
}

/** Replace an element's children. */
export function fill(el: Element, ...children: Array<Node | string | null | undefined | false>): void {
  el.replaceChildren(
    ...children.filter((c): c is Node | string => c !== null && c !== undefined && c !== false),
  );
}

/** A chance as the odds command prints it: two decimals, <0.01% and >99.99% at the ends. */
export function pct(x: number): string {
  if (x <= 1e-12) return '0%';
  if (x >= 1 - 1e-12) return '100%';
  if (x < 0.00005) return '<0.01%';
  if (x >= 0.99995) return '>99.99%';
  return `${(x * 100).toFixed(2)}%`;
}
