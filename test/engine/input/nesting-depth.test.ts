import { describe, expect, it } from 'vitest';
import { parseYamlFile } from '../../../src/engine/input/parse-yaml.ts';
import { MAX_NESTING } from '../../../src/engine/input/nesting-depth.ts';

describe('nesting depth: a clear limit, never a stack overflow', () => {
  it('refuses a 20,000-deep nested list', () => {
    const text = `a: ${'['.repeat(20_000)}${']'.repeat(20_000)}\n`;
    expect(() => parseYamlFile(text, 'deep.yaml')).toThrow(
      /^deep\.yaml(:\d+)?: at most 64 levels of nested lists and mappings$/,
    );
  });

  it('names the line of the first list too deep', () => {
    const ok = `a: ${'['.repeat(MAX_NESTING - 1)}${']'.repeat(MAX_NESTING - 1)}\n`;
    expect(parseYamlFile(ok, 'x.yaml').doc.toJSON()).toBeDefined();
    const deep = `a: 1\nb: ${'['.repeat(MAX_NESTING)}${']'.repeat(MAX_NESTING)}\n`;
    expect(() => parseYamlFile(deep, 'x.yaml')).toThrow(/^x\.yaml:2: at most 64 levels/);
  });
});
