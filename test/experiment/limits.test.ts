import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { computeOdds } from '../../src/tuning/odds/compute-odds.ts';
import { MAX_MIX_PARTS, MAX_TARGETS } from '../../src/experiment/limits.ts';
import { readBrief } from '../../src/tuning/tune/read-brief.ts';
import { tempFiles } from './temp-files.ts';

const PART = '{assault: general, attacker: {bases: 6, grade: average}, defender: {bases: 6, grade: average}}';

describe('every size a user gives is bounded before any work', () => {
  it(`a mix of more than ${MAX_MIX_PARTS} situations is refused at its line, before any is compiled`, () => {
    const parts = Array.from({ length: MAX_MIX_PARTS + 1 }, () => `  - {weight: 1, situation: ${PART}}`).join(
      '\n',
    );
    const dir = tempFiles({ 'big.yaml': `# many parts\nmix:\n${parts}\n` });
    expect(() => computeOdds('assault', join(dir, 'big.yaml'), { patch: [], switch: [], set: [] })).toThrow(
      `big.yaml:3: mix: expected at most 1000 situations in a mix (each is compiled for every point that reads it), got 1001`,
    );
  });

  it(`a brief of more than ${MAX_TARGETS} targets is refused at its line`, () => {
    const target = `  - {metric: "winner:attacker", value: 0.5, situation: ${PART}}`;
    const dir = tempFiles({
      'package.json': '{}\n',
      'brief.yaml': `title: many\ntargets:\n${Array.from({ length: MAX_TARGETS + 1 }, () => target).join('\n')}\n`,
    });
    expect(() => readBrief(join(dir, 'brief.yaml'))).toThrow(
      /brief\.yaml:3: targets: expected at most 100 targets \(every move is judged on each\), got 101/,
    );
  });
});
