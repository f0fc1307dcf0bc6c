import type { CompiledEngagement } from '../../engagement/compile/compile-engagement.ts';
import { RULES } from '../../engagement/state/field-state.ts';
import { makeLayout, type Layout } from '../layout.ts';
import { PROVISIONAL_DISTRIBUTION } from '../tally.ts';
import { countLabels } from '../republic/face-table/face-table.ts';
import { compileMetrics, metricsDistributions, metricsMeans } from './engagement-metrics.ts';

const turnLabels = (turns: number) => [...Array.from({ length: turns }, (_, i) => String(i + 1)), 'never'];

/** Definitions of the per-side means, said once under a chart rather than in every axis title. */
const MEN_LOST =
  'B hits, prisoners and deserters, at 275 men an infantry base and 150 a cavalry or dismounted cavalry base (§1.1, §1.3)';
const GUNS_LOST =
  'batteries captured, abandoned or deserted at a panic (§4.7; at Panic 4 only unless A26 says every level), at 10 guns a battery (§1.1)';
const BROKEN = 'a division is broken when it has panicked or has no infantry or cavalry left';

/**
 * The tallies of an engagement: how and when it is decided, what it cost each side, the course turn by turn, every rule that acted.
 * Titles are short and name the side first (they become axis titles); what a tally counts goes in its definition.
 */
export function engagementLayout(c: CompiledEngagement): Layout {
  const [a, b] = c.s.sides.map((x) => x.name);
  const t = c.s.turns;
  const perSide = (name: string, title: (side: string) => string, unit: string, definition?: string) =>
    [a, b].map((x) => ({
      name: `${name}: ${x}`,
      title: title(x),
      unit,
      ...(definition ? { definition } : {}),
    }));
  return makeLayout({
    distributions: [
      {
        name: 'outcome',
        title: 'Which side breaks first',
        outcomes: ['neither', `${a} breaks`, `${b} breaks`, 'both in the same turn'],
        definition: `a side breaks when ${Math.round(c.s.sideBreaksAt * 100)}% of its divisions are broken; ${BROKEN}`,
      },
      { name: `turn side breaks: ${a}`, title: `Game turn ${a} breaks`, outcomes: turnLabels(t) },
      { name: `turn side breaks: ${b}`, title: `Game turn ${b} breaks`, outcomes: turnLabels(t) },
      {
        name: 'turn first division breaks',
        title: 'Game turn the first division breaks',
        outcomes: turnLabels(t),
        definition: BROKEN,
      },
      {
        name: `divisions panicked: ${a}`,
        title: `Divisions of ${a} that panic (§6)`,
        outcomes: countLabels(c.sideDivisions[0].length),
      },
      {
        name: `divisions panicked: ${b}`,
        title: `Divisions of ${b} that panic (§6)`,
        outcomes: countLabels(c.sideDivisions[1].length),
      },
      ...[a, b].map((x) => ({
        name: `sectors held: ${x}`,
        title: `Sectors ${x} holds at the end`,
        outcomes: countLabels(c.nSectors),
        definition: `a side holds a sector with infantry or cavalry in it, its front no more than 6" behind where it started`,
      })),
      PROVISIONAL_DISTRIBUTION,
      ...metricsDistributions(c),
    ],
    means: [
      ...perSide('men lost', (x) => `${x} men lost`, 'men', MEN_LOST),
      ...perSide('guns lost', (x) => `${x} guns lost`, 'guns', GUNS_LOST),
      ...perSide('battery damage', (x) => `${x} damage points on batteries (§1.3)`, 'damage points'),
      ...perSide('prisoners', (x) => `${x} bases taken prisoner or surrendered (§5.5)`, 'bases'),
      ...perSide(
        'deserters',
        (x) => `${x} infantry and cavalry bases lost to desertion (§4.7, §6.1)`,
        'bases',
      ),
      ...perSide('units demoralized', (x) => `${x} units Demoralized at the end`, 'units'),
      ...perSide('leaders lost', (x) => `${x} division leaders hors de combat (§4.7, §5.6)`, 'leaders'),
      ...perSide(
        'panics internal',
        (x) =>
          `${x} divisional panics from their own Panic 4 (§6.2 internal; a division may panic again in a later turn, §6.1)`,
        'panics',
      ),
      ...perSide(
        'panics adjoining',
        (x) => `${x} divisional panics set off by a neighbour (§6.2 adjoining)`,
        'panics',
      ),
      {
        name: `ground: ${a}`,
        title: `Ground ${a} gained, mean over sectors`,
        unit: 'inches',
        definition: 'a line driven out of a sector counts 30" back',
      },
      { name: 'game turns', title: 'Game turns played', unit: 'turns' },
      { name: 'minutes', title: 'Battle time (40 minutes a game turn, §1.1)', unit: 'minutes' },
      ...[a, b].flatMap((x) =>
        Array.from({ length: t }, (_, i) => ({
          name: `men lost by turn ${i + 1}: ${x}`,
          title: `${x} men lost by the end of game turn ${i + 1}`,
          unit: 'men',
          definition: MEN_LOST,
        })),
      ),
      ...[a, b].flatMap((x) =>
        Array.from({ length: t }, (_, i) => ({
          name: `divisions broken by turn ${i + 1}: ${x}`,
          title: `${x} divisions broken by the end of game turn ${i + 1}`,
          unit: 'divisions',
          definition: BROKEN,
        })),
      ),
      ...RULES.map((r) => ({ name: `rule: ${r}`, title: `Times this rule acted: ${r}`, unit: 'times' })),
      ...metricsMeans(c, compileMetrics(c)),
    ],
  });
}
