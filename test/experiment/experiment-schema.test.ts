import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHART_KINDS } from '../../src/results/read-charts.ts';
import { DEFAULTS, EXPERIMENT_FIELDS } from '../../src/experiment/read-experiment.ts';
import { MAX_TRIALS } from '../../src/experiment/limits.ts';

const schema = JSON.parse(
  readFileSync(new URL('../../schema/experiment.schema.json', import.meta.url), 'utf8'),
);

describe('schema/experiment.schema.json', () => {
  it('names exactly the fields the reader accepts', () => {
    expect(Object.keys(schema.properties).sort()).toEqual([...EXPERIMENT_FIELDS].sort());
    expect(schema.additionalProperties).toBe(false);
  });

  it('bounds trials as the reader and --trials do', () => {
    expect(schema.properties.trials.maximum).toBe(MAX_TRIALS);
  });

  it("gives the reader's defaults and chart kinds", () => {
    for (const [k, v] of Object.entries(DEFAULTS)) expect(schema.properties[k].default).toBe(v);
    expect(schema.properties.charts.items.properties.kind.enum).toEqual([...CHART_KINDS]);
  });
});
