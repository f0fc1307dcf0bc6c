import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../../src/engine/ruleset/paths.ts';
import { readBrief } from '../../../src/tuning/tune/read-brief.ts';
import { tempFiles } from '../../experiment/temp-files.ts';

const ASSAULT = join(PROJECT_ROOT, 'experiments/situations/assault.yaml');

/** The message a brief of this text (b.yaml in a fresh folder) is refused with, its path shown as b.yaml. */
function refused(text: string): string {
  const file = join(tempFiles({ 'b.yaml': text }), 'b.yaml');
  try {
    readBrief(file);
  } catch (e) {
    return (e as Error).message.replaceAll(file, 'b.yaml');
  }
  throw new Error('expected the brief to be refused');
}

const target = (name: string, value: number) =>
  `  - name: ${name}\n    situationFile: ${ASSAULT}\n    metric: winner:attacker\n    value: ${value}\n`;

describe('a tune brief', () => {
  it('refuses two targets of one name at the second (the report and its flags name a target by it)', () => {
    expect(refused(`targets:\n${target('a', 0.5)}${target('b', 0.5)}${target('a', 0.6)}`)).toBe(
      'b.yaml:10: targets[2].name: expected a name no other target has (the report names each target by it; targets[0] at line 2 is named so), got "a"',
    );
  });

  it('refuses a side-effect chance above 1 (no chance moves more than 100 points: none would be listed)', () => {
    expect(refused(`targets:\n${target('a', 0.5)}sideEffects: {chance: 2}\n`)).toBe(
      'b.yaml:6: sideEffects.chance: expected the points a chance must move to be listed, from 0 to 1 (0.01 = one point), got 2',
    );
  });
});
