/** The terminal width the commands' text is written for. */
export const COLUMNS = 100;

/**
 * A line of text broken at spaces so no piece is wider than `width`; the
 * pieces after the first are indented by `indent` spaces more than the line
 * itself, so a wrapped item still reads as one item.
 */
export function wrapLine(line: string, width = COLUMNS, indent = 4): string[] {
  if (line.length <= width) return [line];
  const lead = /^ */.exec(line)![0];
  const pad = `${lead}${' '.repeat(indent)}`;
  const words = line.slice(lead.length).split(' ');
  const out: string[] = [];
  let current = lead;
  for (const word of words) {
    const start = out.length === 0 ? lead : pad;
    if (current.length > start.length && current.length + 1 + word.length > width) {
      out.push(current);
      current = `${pad}${word}`;
    } else current = current.length > start.length ? `${current} ${word}` : `${current}${word}`;
  }
  out.push(current);
  return out;
}

/** Every line of a text wrapped (see wrapLine). */
export function wrapText(text: string, width = COLUMNS): string {
  return text
    .split('\n')
    .flatMap((l) => wrapLine(l, width))
    .join('\n');
}
