import { describe, expect, it } from 'vitest';
import { actionSetLabel, allowedActions } from '../../../../src/engine/republic/maneuver/maneuver.ts';
import { SOLO_ARTILLERY_SAYS } from '../../../../src/engine/republic/rules/arms.ts';
import { GRADES } from '../../../../src/engine/republic/rules/grades.ts';
import { maneuverSim, type ManeuverCompiled } from '../../../../src/sims/republic/maneuver/maneuver-sim.ts';
import { runCli } from '../../../helpers/cli.ts';
import { compileText, distOf, exactOf, rules } from '../../../sims/republic/compile-situation.ts';

const five = { grades: 'five' };

describe('§3.2 maneuver', () => {
  it('a Green modified 3 may advance, hold or pull back, but not maneuver or assault', () => {
    expect(actionSetLabel(allowedActions(rules, 'green', 3, five))).toBe('Hold, Advance, Pull back');
  });
  it('modifiers as the text states: same action +1, energetic commander +1, proficient +1, energetic +2, per M -1, cautious -1, replaced -3', () => {
    const m = rules.maneuver.modifiers;
    expect(
      [
        m.sameAction,
        m.energeticDivisionCommander,
        m.proficientLeaderWithin2,
        m.energeticLeaderWithin2,
        m.perMoraleHit,
        m.cautiousDivisionCommander,
        m.leaderJustReplaced,
      ].map((v) => v.value),
    ).toEqual([1, 1, 1, 2, -1, -1, -3]);
  });
  it('the sim sums the modifiers onto the die: Green, 2 morale hits, energetic leader within 2" -> modified = die', () => {
    const c = compileText('maneuver', 'grade: green\nmoraleHits: 2\nenergeticLeadersWithin2: 1');
    const ex = exactOf('maneuver', c);
    // Green advance needs 3, assault 7: dice 3-10 advance, 7-10 assault
    expect(distOf(c, ex, 'may_advance').yes).toBeCloseTo(0.8, 12);
    expect(distOf(c, ex, 'may_assault').yes).toBeCloseTo(0.4, 12);
  });
  it('monotone: a better grade or a bigger roll never allows fewer actions', () => {
    for (let m = -5; m <= 15; m++) {
      GRADES.forEach((g, i) => {
        const set = allowedActions(rules, g, m, five);
        expect(allowedActions(rules, g, m + 1, five) & set).toBe(set);
        if (i > 0) expect(allowedActions(rules, GRADES[i - 1], m, five) & set).toBe(set);
      });
    }
  });

  // §2.3: "Demoralized - Unit may not change formation, deploy skirmishers or unlimber and will
  // not voluntarily advance toward any enemies."
  describe('§2.3: a Demoralized brigade (4 morale hits) is never reported as possibly allowed to Assault or Advance', () => {
    it('for every grade, even with every bonus, Assault and Advance are shown as forbidden, not as odds', () => {
      for (const grade of GRADES) {
        for (const bonus of [
          '',
          '\nsameAction: true\ndivisionCommander: energetic\nenergeticLeadersWithin2: 10',
        ]) {
          const c = compileText('maneuver', `grade: ${grade}\nmoraleHits: 4${bonus}`) as ManeuverCompiled;
          const names = c.layout.distributions.map((d) => d.name);
          expect(names).not.toContain('may_assault');
          expect(names).not.toContain('may_advance');
          expect(names).toContain('may_pullBack');
          const actions = c.layout.distributions.find((d) => d.name === 'actions')!;
          for (const o of actions.outcomes) expect(o).not.toMatch(/Assault|Advance/);
          expect(actions.title).toBe('Actions allowed this turn (never Assault or Advance: §2.3)');
          expect(maneuverSim.describe!(c)).toEqual({
            'forbidden whatever the roll':
              'Assault, Advance (§2.3 Morale Conditions, Demoralized: "Unit ... will not voluntarily advance toward any enemies.")',
          });
        }
      }
    });
    it('the other actions keep their odds: Crack with every bonus always may maneuver and pull back', () => {
      const c = compileText('maneuver', 'grade: crack\nmoraleHits: 4\nenergeticLeadersWithin2: 10');
      const ex = exactOf('maneuver', c);
      expect(distOf(c, ex, 'actions')).toEqual({ 'Hold, Maneuver, Pull back': 1 });
      expect(distOf(c, ex, 'may_maneuver').yes).toBe(1);
    });
    it('a Shaken brigade is not refused outright: its §2.3 limits depend on its arm and the enemy, which the situation does not name', () => {
      const c = compileText(
        'maneuver',
        'grade: crack\nmoraleHits: 3\nenergeticLeadersWithin2: 10',
      ) as ManeuverCompiled;
      expect(distOf(c, exactOf('maneuver', c), 'may_assault').yes).toBe(1);
      expect(
        maneuverSim.describe!(c)['not applied, the situation names no arm or enemy (arm:, enemy:)'],
      ).toContain('Shaken: "Infantry will not assault or advance on cavalry or artillery."');
    });
    it('odds maneuver --json for a Demoralized brigade never gives a chance to assault', async () => {
      const r = await runCli([
        'odds',
        'maneuver',
        '--set',
        'moraleHits=4',
        '--set',
        'energeticLeadersWithin2=10',
        '--json',
      ]);
      expect(r.code).toBe(0);
      const j = JSON.parse(r.stdout);
      expect(j.distributions.map((d: { name: string }) => d.name)).toEqual([
        'actions',
        'may_maneuver',
        'may_pullBack',
        'rests_on_provisional',
      ]);
      // the action, not a switch value that ends in it (divisionalPanicBatteries: asAssault)
      expect(r.stdout).not.toMatch(/"Assault"|may_assault|may_advance/);
      expect(j.reading['forbidden whatever the roll']).toMatch(
        /^Assault, Advance \(§2\.3 Morale Conditions, Demoralized/,
      );
    });
  });

  describe('§2.3 limits that name an arm or an enemy apply when the situation gives arm and enemy', () => {
    const forbidden = (yaml: string) => {
      const c = compileText(
        'maneuver',
        `grade: crack\nenergeticLeadersWithin2: 10\n${yaml}`,
      ) as ManeuverCompiled;
      return c.forbidden.map((f) => `${f.action}: ${f.says}`);
    };
    it('Shaken: "Infantry will not assault or advance on cavalry or artillery."', () => {
      const says = 'Infantry will not assault or advance on cavalry or artillery.';
      expect(forbidden('moraleHits: 3\narm: infantry\nenemy: [artillery]')).toEqual([
        `assault: ${says}`,
        `advance: ${says}`,
      ]);
      expect(forbidden('moraleHits: 3\narm: infantry\nenemy: [cavalry, artillery]')).toEqual([
        `assault: ${says}`,
        `advance: ${says}`,
      ]);
      expect(forbidden('moraleHits: 3\narm: infantry\nenemy: [infantry, artillery]')).toEqual([]);
    });
    it('Shaken: "Artillery will not move or prolong toward an enemy."; "Cavalry will not assault artillery." (it may still advance)', () => {
      expect(forbidden('moraleHits: 3\narm: artillery')).toEqual([
        `assault: ${SOLO_ARTILLERY_SAYS}`,
        'advance: Artillery will not move or prolong toward an enemy.',
      ]);
      expect(forbidden('moraleHits: 3\narm: cavalry\nenemy: [artillery]')).toEqual([
        'assault: Cavalry will not assault artillery.',
      ]);
    });
    it('Rattled: "Infantry will not assault artillery." (it may still advance)', () => {
      expect(forbidden('moraleHits: 2\narm: infantry\nenemy: [artillery]')).toEqual([
        'assault: Infantry will not assault artillery.',
      ]);
      expect(forbidden('moraleHits: 1\narm: infantry\nenemy: [artillery]')).toEqual([]);
    });
    it('§5.1: "Solo artillery batteries ... on the attacking side do not by themselves initiate an assault."', () => {
      const c = compileText(
        'maneuver',
        'grade: crack\nenergeticLeadersWithin2: 10\narm: artillery',
      ) as ManeuverCompiled;
      const ex = exactOf('maneuver', c);
      expect(distOf(c, ex, 'actions')).toEqual({ 'Hold, Maneuver, Advance, Pull back': 1 });
      expect(c.layout.distributions.map((d) => d.name)).not.toContain('may_assault');
      expect(c.layout.distributions[0].title).toBe('Actions allowed this turn (never Assault: §5.1)');
      expect(maneuverSim.describe!(c)['forbidden whatever the roll']).toBe(
        `Assault (§5.1 Assault Procedure: "${SOLO_ARTILLERY_SAYS}")`,
      );
      // Demoralized: §2.3 forbids the assault already, and the advance
      expect(forbidden('moraleHits: 4\narm: artillery').map((f) => f.split(':')[0])).toEqual([
        'assault',
        'advance',
      ]);
      expect(forbidden('arm: infantry')).toEqual([]);
    });
    it('an empty enemy list is bad input', () => {
      expect(() => compileText('maneuver', 'grade: green\nenemy: []')).toThrow(
        /maneuver\.yaml:2: enemy: expected at least one arm/,
      );
    });
  });
});
