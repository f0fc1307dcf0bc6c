import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { readEngagement } from '../../src/engagement/situation/read-engagement.ts';
import { readPlainSituation } from '../../src/engine/duel/plain-situation.ts';
import { InputError } from '../../src/engine/input/input-error.ts';
import { Problems } from '../../src/engine/input/problems.ts';
import { parseYamlFile } from '../../src/engine/input/parse-yaml.ts';
import { PROJECT_ROOT } from '../../src/engine/ruleset/paths.ts';
import { patchFromText } from '../../src/engine/ruleset/patch.ts';
import { readExperiment } from '../../src/experiment/read-experiment.ts';

const ajv = new Ajv2020({ allErrors: true, strict: false });
// a scratch folder inside the project, so an experiment's paths resolve from its root as the shipped files' do
const SCRATCH = join(PROJECT_ROOT, 'node_modules', '.cache', 'warbench-schema-test');
mkdirSync(SCRATCH, { recursive: true });
afterAll(() => rmSync(SCRATCH, { recursive: true, force: true }));

/** Whether the reader takes the text (false: bad input, an InputError; anything else thrown is a failure). */
function readerTakes(read: (text: string) => void, text: string): boolean {
  try {
    read(text);
    return true;
  } catch (e) {
    if (e instanceof InputError) return false;
    throw e;
  }
}

const node = (
  text: string,
  file: string,
  read: (n: ReturnType<ReturnType<typeof parseYamlFile>['root']>) => void,
) => {
  const problems = new Problems();
  read(parseYamlFile(text, file).root(problems));
  problems.throwIfAny();
};

let scratch = 0;
interface Kind {
  schema: string;
  /** the shipped files, project-relative */
  files: string[];
  read(text: string): void;
  /** where a mutation may land: each a path into the document ($first: a mapping's first key), chosen so the schema alone decides the verdict */
  paths: string[][];
}

const yamlIn = (dir: string, prefix = '') =>
  readdirSync(join(PROJECT_ROOT, dir))
    .filter((f) => f.endsWith('.yaml') && f.startsWith(prefix))
    .map((f) => `${dir}/${f}`);

const KINDS: Record<string, Kind> = {
  experiment: {
    schema: 'schema/experiment.schema.json',
    files: yamlIn('experiments'),
    read(text) {
      const file = join(SCRATCH, `e${scratch++}.yaml`);
      writeFileSync(file, text);
      readExperiment(file);
    },
    paths: [['name'], ['trials'], ['precision'], ['seed'], ['chunkSize'], ['title'], ['unknownField']],
  },
  duel: {
    schema: 'schema/duel-situation.schema.json',
    files: yamlIn('experiments/situations', 'duel'),
    read: (text) => node(text, 'duel.yaml', readPlainSituation),
    paths: [
      ['system'],
      ['action'],
      ['approach'],
      ['range'],
      ['budget'],
      ['minutes'],
      ['guns'],
      ['extra'],
      ['defender', 'men'],
      ['defender', 'quality'],
      ['defender', 'cover'],
      ['defender', 'weapon'],
      ['defender', 'extra'],
      ['attacker', 'men'],
      ['attacker', 'formation'],
      ['attacker', 'extra'],
    ],
  },
  engagement: {
    schema: 'schema/engagement-situation.schema.json',
    files: yamlIn('experiments/situations', 'engagement'),
    read: (text) => node(text, 'engagement.yaml', readEngagement),
    paths: [
      ['turns'],
      ['stop'],
      ['sideBreaksAt'],
      ['maxRounds'],
      ['extra'],
      // not depth: the reader takes `depth: false` (or any scalar not a number) as the default, which the schema refuses
      ['sectors', '0', 'gap'],
      ['sectors', '0', 'extra'],
      ...[
        'assault',
        'assaultUpTo',
        'breakthrough',
        'secondLine',
        'supportBases',
        'supportMove',
        'pullBackAt',
        'extra',
      ].map((k) => ['sides', '$first', 'doctrine', k]),
      ['sides', '$first', 'extra'],
      ['sides', '$first', 'divisions', '0', 'leader', 'class'],
      ['sides', '$first', 'divisions', '0', 'leader', 'rating'],
      ['sides', '$first', 'divisions', '0', 'leader', 'extra'],
      ['sides', '$first', 'divisions', '0', 'units', '0', 'morale'],
      ['sides', '$first', 'divisions', '0', 'units', '0', 'repeaters'],
      ['sides', '$first', 'divisions', '0', 'units', '0', 'name'],
      ['sides', '$first', 'divisions', '0', 'units', '0', 'extra'],
    ],
  },
  patch: {
    schema: 'schema/patch.schema.json',
    files: yamlIn('patches'),
    read: (text) => patchFromText(text, 'patch.yaml'),
    paths: [
      ['title'],
      ['ruleset'],
      ['extra'],
      ['set', '0', 'file'],
      ['set', '0', 'extra'],
      ['set', '0', 'value'],
    ],
  },
};

/** A value the mutation puts in place: a plain scalar near the bounds the schemas name, a word, or a reading another field takes. */
const VALUE = fc.oneof(
  fc.integer({ min: -3, max: 110 }),
  fc.constantFrom(
    0,
    1,
    9,
    10,
    24,
    25,
    48,
    49,
    50,
    51,
    100,
    101,
    2000,
    2001,
    10_000_000,
    10_000_001,
    1_000_000_000_000,
    1_000_000_000_001,
    9_007_199_254_740_991,
    -1,
  ),
  fc.double({ min: -2, max: 2, noNaN: true }),
  fc.constantFrom(
    '',
    'x',
    'a b',
    '../up',
    'bad-name',
    'republic',
    'bombard',
    'flank',
    'close',
    'turns',
    'veteran',
    'raw',
    'heavy',
    'column',
    'rifle',
    'never',
    'allOut',
    'pursue',
    'hold',
    'W',
    'shaken',
    'energetic',
    'sideBreaks',
    'panic-index.yaml',
    '12',
  ),
  fc.boolean(),
  fc.constant(null),
);

/** The document with `value` at `path` (undefined: the key removed). */
function mutate(doc: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(doc) as Record<string, unknown>;
  let at: Record<string, unknown> = copy;
  for (const [i, raw] of path.entries()) {
    const key = raw === '$first' ? Object.keys(at)[0] : raw;
    if (i === path.length - 1) {
      if (value === undefined) delete at[key];
      else at[key] = value;
    } else {
      if (at[key] === null || typeof at[key] !== 'object') at[key] = {};
      at = at[key] as Record<string, unknown>;
    }
  }
  return copy;
}

describe('one schema per input kind, in step with its reader', () => {
  for (const [name, kind] of Object.entries(KINDS)) {
    const validate = ajv.compile(JSON.parse(readFileSync(join(PROJECT_ROOT, kind.schema), 'utf8')));
    const depth = kind.schema.split('/').length - 1;

    it(`${name}: every shipped file names ${kind.schema} for editors, and both the schema and the reader take it`, () => {
      expect(kind.files.length).toBeGreaterThan(0);
      for (const file of kind.files) {
        const text = readFileSync(join(PROJECT_ROOT, file), 'utf8');
        const up = '../'.repeat(file.split('/').length - 1 - (depth - 1));
        expect(text.split('\n')[0], file).toBe(`# yaml-language-server: $schema=${up}${kind.schema}`);
        expect(validate(parse(text) ?? {}), `${file}: ${ajv.errorsText(validate.errors)}`).toBe(true);
        expect(readerTakes(kind.read, text), file).toBe(true);
      }
    });

    it(`${name}: the schema and the reader give the same verdict on mutations of the shipped files`, () => {
      const docs = kind.files.map((f) => parse(readFileSync(join(PROJECT_ROOT, f), 'utf8')));
      fc.assert(
        fc.property(
          fc.nat(docs.length - 1),
          fc.constantFrom(...kind.paths),
          fc.option(VALUE, { nil: undefined, freq: 8 }),
          (i, path, value) => {
            const doc = mutate(docs[i], path, value);
            const schemaTakes = validate(doc);
            const text = stringify(doc);
            expect(
              readerTakes(kind.read, text),
              `${path.join('.')} = ${JSON.stringify(value)}: the schema ${schemaTakes ? 'takes it' : `refuses it (${ajv.errorsText(validate.errors)})`}`,
            ).toBe(schemaTakes);
          },
        ),
        { numRuns: 120, seed: 27 },
      );
    });
  }
});
