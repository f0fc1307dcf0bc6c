import type { CompiledEngagement } from '../../engagement/compile/compile-engagement.ts';
import { RULES } from '../../engagement/state/field-state.ts';
import { makeLayout, type Layout } from '../layout.ts';
import { PROVISIONAL_DISTRIBUTION } from '../tally.ts';
import { countLabels } from '../republic/face-table/face-table.ts';

const turnLabels = (turns: number) => [...Array.from({ length: turns }, (_, i) => String(i + 1)), 'never'];

/** The tallies of an engagement: how and when it is decided, what it cost each side, the course turn by turn, every rule that acted. */
export function engagementLayout(c: CompiledEngagement): Layout {
  const [a, b] = c.s.sides.map((x) => x.name);
  const t = c.s.turns;
  const perSide = (name: string, title: string, unit: string) => [a, b].map((x) => ({ name: `${name}: ${x}`, title: `${title}: ${x}`, unit }));
  return makeLayout({
    distributions: [
      { name: 'outcome', title: 'Which side breaks first (stopping rule: a side breaks when its share of divisions broken reaches sideBreaksAt)', outcomes: ['neither', `${a} breaks`, `${b} breaks`, 'both in the same turn'] },
      { name: `turn side breaks: ${a}`, title: `Game turn ${a} breaks`, outcomes: turnLabels(t) },
      { name: `turn side breaks: ${b}`, title: `Game turn ${b} breaks`, outcomes: turnLabels(t) },
      { name: 'turn first division breaks', title: 'Game turn the first division breaks (panics, or has no infantry or cavalry left)', outcomes: turnLabels(t) },
      { name: `divisions panicked: ${a}`, title: `Divisions of ${a} that panic (§6)`, outcomes: countLabels(c.sideDivisions[0].length) },
      { name: `divisions panicked: ${b}`, title: `Divisions of ${b} that panic (§6)`, outcomes: countLabels(c.sideDivisions[1].length) },
      { name: `sectors held: ${a}`, title: `Sectors ${a} holds at the end (infantry or cavalry in it, its front no more than 6" behind its start)`, outcomes: countLabels(c.nSectors) },
      { name: `sectors held: ${b}`, title: `Sectors ${b} holds at the end`, outcomes: countLabels(c.nSectors) },
      PROVISIONAL_DISTRIBUTION,
    ],
    means: [
      ...perSide('men lost', 'Men lost (275 an infantry base, 150 cavalry, §1.1): B hits, prisoners, deserters', 'men'),
      ...perSide('guns lost', 'Guns lost (10 a battery, §1.1): batteries captured or abandoned', 'guns'),
      ...perSide('battery damage', 'Damage points on batteries (§1.3)', 'damage points'),
      ...perSide('prisoners', 'Bases taken prisoner or surrendered (§5.5)', 'bases'),
      ...perSide('deserters', 'Bases lost to desertion (§4.7, §6.1)', 'bases'),
      ...perSide('units demoralized', 'Units Demoralized at the end', 'units'),
      ...perSide('leaders lost', 'Division leaders hors de combat (§4.7, §5.6)', 'leaders'),
      ...perSide('panics internal', 'Divisions panicked by their own Panic 4 (§6.2 internal)', 'divisions'),
      ...perSide('panics adjoining', 'Divisions panicked by a neighbour (§6.2 adjoining)', 'divisions'),
      { name: `ground: ${a}`, title: `Ground ${a} gained, inches, mean over sectors (a line driven out of a sector counts 30" back)`, unit: 'inches' },
      { name: 'game turns', title: 'Game turns played', unit: 'turns' },
      { name: 'minutes', title: 'Battle time (40 minutes a game turn, §1.1)', unit: 'minutes' },
      ...[a, b].flatMap((x) => Array.from({ length: t }, (_, i) => ({ name: `men lost by turn ${i + 1}: ${x}`, title: `Men ${x} has lost by the end of game turn ${i + 1}`, unit: 'men' }))),
      ...[a, b].flatMap((x) => Array.from({ length: t }, (_, i) => ({ name: `divisions broken by turn ${i + 1}: ${x}`, title: `Divisions of ${x} broken by the end of game turn ${i + 1}`, unit: 'divisions' }))),
      ...RULES.map((r) => ({ name: `rule: ${r}`, title: `Times ${r} acted`, unit: 'times' })),
    ],
  });
}
