import type { Page } from 'playwright-core';

/** A page wider than its window: the reader must scroll sideways. */
export async function sidewaysOverflow(
  page: Page,
): Promise<{ scrollWidth: number; clientWidth: number } | null> {
  const size = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  return size.scrollWidth > size.clientWidth ? size : null;
}

/**
 * Pairs of text labels inside one chart whose drawn boxes overlap, or come
 * within `gap` px of each other along a line ("0.00.2", "+25 pts+50 pts"), and labels
 * that stick out of their chart by more than a pixel, as readable strings. A turned label is its turned box (its
 * four corners on screen), not the upright rectangle around it, so labels
 * set at an angle side by side do not count as overlapping.
 */
export async function collidingText(page: Page, gap = 2): Promise<string[]> {
  return page.$$eval(
    '.chart svg.marks',
    (svgs, g) => {
      type Pt = { x: number; y: number };
      const corners = (t: SVGTextElement): Pt[] => {
        const b = t.getBBox();
        const m = t.getScreenCTM()!;
        return [
          [b.x, b.y],
          [b.x + b.width, b.y],
          [b.x + b.width, b.y + b.height],
          [b.x, b.y + b.height],
        ].map(([x, y]) => ({ x: m.a * x + m.c * y + m.e, y: m.b * x + m.d * y + m.f }));
      };
      // separating axes of two turned rectangles: they collide when they overlap by more than a pixel across
      // the lines of text (edges 0 and 2 run along the baseline) and come within g along them (edges 1 and 3)
      const overlap = (p: Pt[], q: Pt[]): boolean => {
        for (const poly of [p, q]) {
          for (let i = 0; i < 4; i++) {
            const a = poly[i];
            const b = poly[(i + 1) % 4];
            const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
            const n = { x: (a.y - b.y) / len, y: (b.x - a.x) / len };
            const proj = (r: Pt[]) => r.map((c) => c.x * n.x + c.y * n.y);
            const pp = proj(p);
            const qq = proj(q);
            if (
              Math.min(Math.max(...pp), Math.max(...qq)) - Math.max(Math.min(...pp), Math.min(...qq)) <=
              (i % 2 === 1 ? -g : 1)
            )
              return false;
          }
        }
        return true;
      };
      const out: string[] = [];
      svgs.forEach((svg, n) => {
        const frame = svg.getBoundingClientRect();
        const labels = [...svg.querySelectorAll('text')]
          .filter(
            (t) =>
              (t.textContent ?? '').trim() !== '' &&
              getComputedStyle(t).visibility !== 'hidden' &&
              Number(t.getAttribute('opacity') ?? 1) > 0,
          )
          .filter((t) => t.getBBox().width > 0 && t.getBBox().height > 0)
          .map((t) => ({ text: (t.textContent ?? '').trim(), quad: corners(t) }));
        for (const l of labels) {
          const xs = l.quad.map((c) => c.x);
          const ys = l.quad.map((c) => c.y);
          if (
            Math.min(...xs) < frame.left - 1 ||
            Math.max(...xs) > frame.right + 1 ||
            Math.min(...ys) < frame.top - 1 ||
            Math.max(...ys) > frame.bottom + 1
          )
            out.push(`chart ${n + 1}: "${l.text}" sticks out of the chart`);
        }
        for (let i = 0; i < labels.length; i++) {
          for (let j = i + 1; j < labels.length; j++)
            if (overlap(labels[i].quad, labels[j].quad))
              out.push(`chart ${n + 1}: "${labels[i].text}" overlaps "${labels[j].text}"`);
        }
      });
      return out;
    },
    gap,
  );
}

/**
 * Chart labels that show an internal id instead of words: a camelCase name
 * (`heavyRifle`, `allOut`, `sideBreaksAt`) or a snake_case one (`drive_away`),
 * read line by line (a wrapped title is one line a tspan).
 */
export async function internalIds(page: Page): Promise<string[]> {
  return page.$$eval('.chart svg.marks text', (texts) =>
    texts.flatMap((t) => {
      const lines = t.querySelectorAll('tspan').length
        ? [...t.querySelectorAll('tspan')].map((s) => s.textContent ?? '')
        : [t.textContent ?? ''];
      return lines
        .filter((l) => /\b[a-z]+[A-Z][A-Za-z0-9]*\b|\b[A-Za-z]+_[A-Za-z_]+\b/.test(l))
        .map((l) => `"${l.trim()}" is an internal id, not words`);
    }),
  );
}
