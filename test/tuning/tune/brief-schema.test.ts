import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv/dist/2020.js';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../../src/engine/ruleset/paths.ts';
import { HISTORY_DISTRIBUTIONS } from '../../../src/results/history/history-summary.ts';
import { BRIEF_FIELDS, readBrief, TARGET_FIELDS } from '../../../src/tuning/tune/read-brief.ts';

const schema = JSON.parse(readFileSync(join(PROJECT_ROOT, 'schema/brief.schema.json'), 'utf8'));
const briefs = readdirSync(join(PROJECT_ROOT, 'experiments/briefs')).filter((f) => f.endsWith('.yaml'));

describe('schema/brief.schema.json', () => {
  it('names exactly the fields the reader accepts', () => {
    expect(Object.keys(schema.properties).sort()).toEqual([...BRIEF_FIELDS].sort());
    expect(Object.keys(schema.properties.targets.items.properties).sort()).toEqual([...TARGET_FIELDS].sort());
    expect(schema.properties.targets.items.properties.history.enum).toEqual([...HISTORY_DISTRIBUTIONS]);
  });

  it('holds every shipped brief, as the reader does', () => {
    const validate = new (Ajv as unknown as typeof Ajv.default)({ strict: false }).compile(schema);
    expect(briefs.length).toBeGreaterThan(0);
    for (const f of briefs) {
      const file = join(PROJECT_ROOT, 'experiments/briefs', f);
      expect(validate(parse(readFileSync(file, 'utf8'))), `${f}: ${JSON.stringify(validate.errors)}`).toBe(
        true,
      );
      expect(() => readBrief(file)).not.toThrow();
    }
  });
});
