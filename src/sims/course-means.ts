/** One mean of a family: `<stem> <turn>` or `<stem> <turn>: <series>`. */
export interface CourseMean {
  name: string;
  turn: number;
  series: string;
}

/** The means named `<stem> <turn>[: <series>]` in a layout's means, by series then turn. */
export function courseMeans(means: ReadonlyArray<{ name: string }>, stem: string): CourseMean[] {
  const out: CourseMean[] = [];
  for (const m of means) {
    if (!m.name.startsWith(`${stem} `)) continue;
    const hit = /^(\d+)(?:: (.+))?$/.exec(m.name.slice(stem.length + 1));
    if (hit) out.push({ name: m.name, turn: Number(hit[1]), series: hit[2] ?? stem });
  }
  return out;
}

/** The stems of every family of turn-by-turn means in a layout (`men lost by turn`). */
export function courseStems(means: ReadonlyArray<{ name: string }>): string[] {
  return [
    ...new Set(
      means.map((m) => /^(.+) \d+(?:: .+)?$/.exec(m.name)?.[1]).filter((s): s is string => s !== undefined),
    ),
  ];
}
