import { describe, expect, it } from 'vitest';
import { compileSim, distOf, monteCarlo } from './sim-harness.ts';
import type { DuelCompiled } from '../../../src/sims/duel/duel-sim.ts';
import { Problems } from '../../../src/engine/input/problems.ts';
import { parseYamlFile } from '../../../src/engine/input/parse-yaml.ts';
import { loadRuleset } from '../../../src/engine/families/load-ruleset.ts';
import { compileScenario } from '../../../src/sims/prepare.ts';
import { SIMS } from '../../../src/sims/registry.ts';

const plain = (system: string, extra = '') => `system: ${system}
attacker: {men: 2000, quality: veteran, formation: column}
defender: {men: 2000, quality: average, formation: line, cover: none}
minutes: 320
${extra}`;

describe('mapping choices: every adapter value is data with provenance', () => {
  it('Blue & Gray rests on its adapter: men per strength point, the quality column shifts and the attacking units strength are mapping choices', () => {
    const c = compileSim('duel', plain('blue-and-gray')) as DuelCompiled;
    const used = c.engine.choices!.used;
    expect(used.map((u) => [u.field, u.source, u.text])).toEqual([
      ['minutesPerTurn', 'mapping', '40'],
      ['menPerStrengthPoint', 'mapping', '400'],
      ['qualityShift.average', 'mapping', '0'],
      ['cover.none', 'mapping', '{"halvedByTerrain":false,"works":"none"}'],
      ['qualityShift.veteran', 'mapping', '1'],
      ['unitStrength', 'mapping', '3'],
      ['partialUnit', 'mapping', '"lastLost"'],
    ]);
    expect(used[1].file).toMatch(/rulesets\/comparison\/blue-and-gray\.yaml$/);
    expect(used[1].line).toBeGreaterThan(0);
  });

  it('Blue & Gray over several turns: which units rally and the side rallying instead of attacking are the mapping rallyFrom (§12.41 (b) the player rallies the units "that he wishes to Rally"), said in the mapping', () => {
    const c = compileSim('duel', plain('blue-and-gray', 'budget: turns')) as DuelCompiled;
    expect(c.engine.choices!.used.find((u) => u.field === 'rallyFrom')!.source).toBe('mapping');
    expect(c.engine.mapping.rally).toContain(
      "rallies every marked unit, a die each, and does not attack that turn; the side in the position, in the enemy's ZOC, does not rally",
    );
  });

  it('Blue & Gray: switch artilleryRetreatDisorder changes no duel (the defender is infantry, the guns never hold the position), and the mapping says so', () => {
    for (const extra of ['budget: turns', 'action: bombard\nguns: 12\nrange: long\nbudget: turns']) {
      const y = plain('blue-and-gray', extra);
      // the duel under the blue-and-gray ruleset, so its switches apply
      const [zoc, always] = ['inEnemyZoc', 'always'].map((v) => {
        const c = compileScenario(
          SIMS.duel,
          loadRuleset('blue-and-gray'),
          parseYamlFile(y, 'duel.yaml').root(new Problems()),
          { artilleryRetreatDisorder: v },
        ).compiled;
        return Array.from(monteCarlo('duel', c, 2000, 11));
      });
      expect(always).toEqual(zoc);
    }
    expect((compileSim('duel', plain('blue-and-gray')) as DuelCompiled).engine.mapping.switches).toContain(
      'artilleryRetreatDisorder has no effect',
    );
  });

  it('Republic men per base and minutes per turn rest on the text (§1.1: "infantry bases represent 275 men each", "Each full turn represents approximately 40 minutes"), the rest on the mapping', () => {
    const c = compileSim('duel', plain('republic')) as DuelCompiled;
    const base = c.engine.choices!.used.find((u) => u.field === 'menPerBase')!;
    expect(base.source).toBe('text');
    expect(base.ref).toContain('275 men each');
    expect(c.engine.choices!.used.find((u) => u.field === 'minutesPerTurn')!.ref).toContain('40 minutes');
    // and how a force's men fill its last, partial base is the mapping's (partialUnit): the text gives 275 a base only
    expect(c.engine.choices!.used.find((u) => u.field === 'partialUnit')!.source).toBe('mapping');
    expect(c.engine.choices!.mappingCount).toBe(9);
  });

  it('a bombardment uses the guns and range mapping, not the attacker quality tier of infantry', () => {
    const c = compileSim(
      'duel',
      'system: blue-and-gray\naction: bombard\nguns: 12\nattacker: {quality: average}\ndefender: {men: 2000}\nrange: long',
    ) as DuelCompiled;
    expect(c.engine.choices!.used.map((u) => u.field)).toEqual([
      'minutesPerTurn',
      'menPerStrengthPoint',
      'qualityShift.average',
      'cover.none',
      'gunsPerStrengthPoint',
      'range.long',
      'unitStrength',
      'rallyFrom',
      'partialUnit',
    ]);
  });

  it('the share resting on mapping choices is reported beside the provisional share, and is 1 when a choice is used', () => {
    for (const s of ['republic', 'blake', 'activation', 'blue-and-gray', 'half-a-league']) {
      const c = compileSim('duel', plain(s));
      const d = distOf(c, monteCarlo('duel', c, 500, 3), 'rests_on_mapping');
      expect(d, s).toEqual({ no: 0, yes: 1 });
    }
  });

  it('Blake: the duel plays no leaders (THE ROLE OF LEADERS "may add a bonus +1 to melee D10 of their CG"; DANGER TO LEADERS), and its mapping says so', () => {
    for (const extra of ['', 'action: bombard\nguns: 12\nrange: long']) {
      const c = compileSim('duel', plain('blake', extra)) as DuelCompiled;
      const leaders = c.engine.choices!.used.find((u) => u.field === 'leaders');
      expect([leaders?.source, leaders?.text]).toEqual(['mapping', '"none"']);
    }
  });

  it('the mapping lists its choices for review', () => {
    const c = compileSim('duel', plain('blue-and-gray')) as DuelCompiled;
    expect(c.engine.mapping.choices).toBe(
      '7 mapping choices: minutesPerTurn=40, menPerStrengthPoint=400, qualityShift.average=0, cover.none={"halvedByTerrain":false,"works":"none"}, qualityShift.veteran=1, unitStrength=3, partialUnit="lastLost"',
    );
  });
});

describe('Blue & Gray: quality as odds column shifts (§10.25-10.27)', () => {
  it("nets the sides' shifts: the defender takes its most favourable left shift, works or quality, never both", async () => {
    const { netShift } = await import('../../../src/engine/blue-and-gray/odds.ts');
    // §10.25 "The Defender may choose to employ only the most favourable odds column shift applicable"
    expect(netShift(-1, -2)).toBe(-2);
    expect(netShift(-1, -1)).toBe(-1);
    expect(netShift(0, -1)).toBe(-1);
    // §10.27 "the most favourable opposing odds column shifts are compared and the net odds column shift applied"
    expect(netShift(-1, 2)).toBe(1);
    expect(netShift(0, 1)).toBe(1);
  });

  it('against an average defender the net shift is elite +2, veteran +1, average 0, green -1, raw -2 columns', () => {
    const cols = ['elite', 'veteran', 'average', 'green', 'raw'].map(
      (q) =>
        (
          compileSim(
            'duel',
            plain('blue-and-gray').replace('quality: veteran', `quality: ${q}`),
          ) as DuelCompiled
        ).engine.mapping.shift,
    );
    expect(cols).toEqual([
      'net +2 (§10.25-10.27)',
      'net +1 (§10.25-10.27)',
      'net 0 (§10.25-10.27)',
      'net -1 (§10.25-10.27)',
      'net -2 (§10.25-10.27)',
    ]);
  });
});
