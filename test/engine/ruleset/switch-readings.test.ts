import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { READINGS_FILE, renderReadings, shippedReadings } from '../../../scripts/switch-readings.ts';
import { loadRuleset } from '../../../src/engine/families/load-ruleset.ts';
import { PROJECT_ROOT, RULESETS_DIR } from '../../../src/engine/ruleset/paths.ts';

const readings = shippedReadings(RULESETS_DIR);
/** Every declared switch's readings, across families. */
const declared = new Map<string, Set<string>>();
for (const switches of Object.values(readings))
  for (const [name, options] of Object.entries(switches))
    declared.set(name, new Set([...(declared.get(name) ?? []), ...options]));

/** `switches.X === 'Y'`, `switches?.X !== 'Y'`, `'Y' === c.switches.X` and `switches['X']` in the sources. */
function namedReadings(): Array<{ file: string; name: string; reading?: string }> {
  const out: Array<{ file: string; name: string; reading?: string }> = [];
  for (const f of readdirSync(join(PROJECT_ROOT, 'src'), { recursive: true }) as string[]) {
    if (!f.endsWith('.ts')) continue;
    const text = readFileSync(join(PROJECT_ROOT, 'src', f), 'utf8');
    for (const m of text.matchAll(/(?<![\w/.-])switches\??\.([A-Za-z]\w*)(?:\s*[!=]==\s*'([^']*)')?/g))
      out.push({ file: f, name: m[1], reading: m[2] });
    for (const m of text.matchAll(/'([^']*)'\s*[!=]==\s*(?:\w+\.)?switches\??\.([A-Za-z]\w*)/g))
      out.push({ file: f, name: m[2], reading: m[1] });
    for (const m of text.matchAll(/\bswitches\[['"]([A-Za-z]\w*)['"]\]/g)) out.push({ file: f, name: m[1] });
  }
  return out;
}

describe('switch readings: declared once, in ruleset.yaml', () => {
  it(`${READINGS_FILE} is generated from the shipped rulesets (npm run switch-readings)`, () => {
    expect(readFileSync(join(PROJECT_ROOT, READINGS_FILE), 'utf8')).toBe(renderReadings(readings));
  });

  it('every switch and reading the sources name is one a ruleset.yaml declares', () => {
    const named = namedReadings();
    // the scan reads the code's comparisons (a scan that finds none would pass vacuously)
    expect(named.filter((n) => n.reading).length).toBeGreaterThan(60);
    const ARRAY_METHODS = new Set([
      'length',
      'map',
      'find',
      'some',
      'filter',
      'forEach',
      'flatMap',
      'entries',
      'every',
      'includes',
      'push',
      'join',
      'querySelectorAll',
    ]);
    const wrong = named
      .filter((n) => !ARRAY_METHODS.has(n.name))
      .filter(
        (n) => !declared.has(n.name) || (n.reading !== undefined && !declared.get(n.name)!.has(n.reading)),
      )
      .map((n) => `${n.file}: switches.${n.name}${n.reading !== undefined ? ` === '${n.reading}'` : ''}`);
    expect(wrong).toEqual([]);
  });

  it("a ruleset without a reading the code names fails at load, naming the switch and the code's list", () => {
    const dir = mkdtempSync(join(tmpdir(), 'warbench-readings-'));
    try {
      const copy = join(dir, 'republic-1.0-beta');
      cpSync(join(RULESETS_DIR, 'republic-1.0-beta'), copy, { recursive: true });
      const file = join(copy, 'ruleset.yaml');
      const text = readFileSync(file, 'utf8');
      // the eachBattery reading of batteryAssaultDamage (A19) spelled otherwise in the ruleset
      const cut = text.replace(/\n(\s+)eachBattery: /, '\n$1perBattery: ');
      expect(cut).not.toBe(text);
      writeFileSync(file, cut);
      expect(() => loadRuleset(copy)).toThrow(
        /ruleset\.yaml:\d+: switches\.batteryAssaultDamage\.options: expected options eachBattery too: the republic code names it \(src\/engine\/ruleset\/switch-readings\.ts\)/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
