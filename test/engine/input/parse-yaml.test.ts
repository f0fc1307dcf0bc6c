import { describe, expect, it } from 'vitest';
import { parseYamlFile } from '../../../src/engine/input/parse-yaml.ts';

describe('a syntax error', () => {
  it('is named by the kind of file it is in: a manifest.json is JSON, an experiment YAML', () => {
    expect(() => parseYamlFile('{\n', 'out/x/manifest.json')).toThrow(
      /^out\/x\/manifest\.json:\d+: JSON syntax: /,
    );
    expect(() => parseYamlFile('a: [\n', 'x.yaml')).toThrow(/^x\.yaml:\d+: YAML syntax: /);
  });
});
