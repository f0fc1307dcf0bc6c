import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ENGINE = resolve(import.meta.dirname, '../../../src/engine');
const SYSTEMS = ['blake', 'activation', 'blue-and-gray', 'half-a-league', 'republic'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

/** Each file's imports, as paths relative to src/engine. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/from '(\.[^']+)'/g)].map((m) => relative(ENGINE, resolve(file, '..', m[1])));
}

describe('the comparison is a base the rule systems import and adapters on top of them', () => {
  it('nothing in comparison/base imports a rule system or the adapters', () => {
    const up = filesUnder(join(ENGINE, 'comparison/base')).flatMap((f) =>
      importsOf(f)
        .filter((i) => SYSTEMS.some((s) => i.startsWith(`${s}/`)) || i.startsWith('comparison/adapters'))
        .map((i) => `${relative(ENGINE, f)} -> ${i}`),
    );
    expect(up).toEqual([]);
  });

  it('no rule system imports the adapters (the top layer)', () => {
    const up = SYSTEMS.flatMap((s) =>
      filesUnder(join(ENGINE, s)).flatMap((f) =>
        importsOf(f)
          .filter((i) => i.startsWith('comparison/') && !i.startsWith('comparison/base/'))
          .map((i) => `${relative(ENGINE, f)} -> ${i}`),
      ),
    );
    expect(up).toEqual([]);
  });
});
