import { describe, expect, it } from 'vitest';
import { Problems } from '../../../src/engine/input/problems.ts';
import { parseYaml } from '../../../src/engine/input/parse-yaml.ts';
import { readCell } from '../../../src/engine/ruleset/provenance.ts';
import { loadRuleset } from '../../../src/engine/families/load-ruleset.ts';

function cell(yaml: string) {
  const problems = new Problems();
  const c = readCell(parseYaml(yaml, 'cells.yaml', problems).get('x'), 'provisional');
  return { c, problems: problems.list.map((p) => p.expected) };
}

describe('a cell is `example` or `text` only if all of it is', () => {
  it('a cell whose parts differ lists each part and counts as provisional', () => {
    const { c, problems } = cell('x: {cell: 3P Carry, source: {3P: example, Carry: provisional}}');
    expect(problems).toEqual([]);
    expect(c.source).toBe('provisional');
    expect(c.parts).toEqual([
      { text: '3P', source: 'example' },
      { text: 'Carry', source: 'provisional' },
    ]);
  });

  it('parts that agree give the cell their source', () => {
    expect(cell('x: {cell: Rt 1, source: {Rt: example, "1": example}}').c.source).toBe('example');
  });

  it('parts that do not spell the cell in order are refused with the field', () => {
    const { problems } = cell('x: {cell: 3P Carry, source: {Carry: provisional, 3P: example}}');
    expect(problems.join('\n')).toMatch(/parts of "3P Carry" in order/);
  });

  it('the shipped §5.1 Carry and Panic Index Rt cells say which part is which, and count as provisional', () => {
    const r = loadRuleset('republic-1.0-beta');
    const carry = r.ledger.cells.find((x) => x.text === '3P Carry' && x.parts);
    const rt = r.ledger.cells.find((x) => x.text === 'Rt 1' && x.parts);
    expect(carry?.source).toBe('provisional');
    expect(carry?.parts?.find((p) => p.text === '3P')?.source).toBe('example');
    expect(rt?.source).toBe('provisional');
    expect(rt?.parts?.find((p) => p.text === '1')?.source).toBe('example');
  });
});
