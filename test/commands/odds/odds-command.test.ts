import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../helpers/cli.ts';

describe('warbench odds', () => {
  it('prints the exact outcome table of the shipped assault example', async () => {
    const r = await runCli(['odds', 'assault']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('How the assault ends');
    expect(r.stdout).toContain('column: Pitched Battle: same against same or other (§5.3 PB)');
  });

  it('names each part of a mix in its reading lines as the mix does: its place in the file and its weight', async () => {
    const r = await runCli(['odds', 'assault', 'experiments/situations/assault-typical-battle.yaml']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      '  mix[0] (60.0%) column: Pitched Battle: same against same or other (§5.3 PB)\n  mix[0] (60.0%) attacker modifiers first round: average 0, no cover 0, formed 0 = 0\n',
    );
    expect(r.stdout).toContain('  mix[2] (20.0%) column: Defender Advantage');
    expect(r.stdout).not.toContain('mix 0 60 0');
  });

  it("turns the shipped rally example into a battery's: its basesLost set to 0 is cleared, and left as it is the message says how", async () => {
    const r = await runCli([
      'odds',
      'rally',
      '--set',
      'arm=battery',
      '--set',
      'damage=2',
      '--set',
      'basesLost=0',
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('losses (2 damage) -3 = -3');
    const refused = await runCli(['odds', 'rally', '--set', 'arm=battery', '--set', 'damage=2']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('leave it out or make it 0 (--set basesLost=0), got 1');
  });

  it('prints JSON that parses, with distributions summing to one', async () => {
    const r = await runCli(['odds', 'assault-round', '--json', '--set', 'attacker.grade=green']);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j.situation.attacker.grade).toBe('green');
    const decision = j.distributions.find((d: { name: string }) => d.name === 'decision');
    const sum = decision.outcomes.reduce((s: number, o: { probability: number }) => s + o.probability, 0);
    expect(sum).toBeCloseTo(1, 12);
  });

  it('refuses a bad --set value with exit code 2 and one message, no stack', async () => {
    const r = await runCli(['odds', 'assault', '--set', 'attacker.grade=elite']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /attacker\.grade: expected one of crack, veteran, average, green, untrained, got "elite"/,
    );
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('refuses a field the mechanic does not read there with exit 2 and one message naming it (Blake)', async () => {
    const reaction = await runCli(['odds', 'blake-reaction', '--set', 'test=evade', '--set', 'class=zzz']);
    expect([reaction.code, reaction.stdout]).toEqual([2, '']);
    expect(reaction.stderr).toBe(
      'warbench: --set class=zzz: experiments/situations/blake-reaction.yaml: class: expected class only with test: cincLost or reform or breakthrough (test evade does not read it; leave it out), got "zzz"\n',
    );
    const fire = await runCli(['odds', 'blake-fire', '--set', 'target.standBehind=true']);
    expect(fire.code).toBe(2);
    expect(fire.stderr).toMatch(
      /^warbench: [^\n]*target\.standBehind: expected standBehind only for guns and machineguns[^\n]*\n$/,
    );
  });

  it('refuses a --set list position past the end with exit 2, no stack', async () => {
    const r = await runCli([
      'odds',
      'assault',
      'experiments/situations/assault-stone-wall.yaml',
      '--set',
      'defender.units[3].grade=green',
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'warbench: --set defender.units[3].grade=green: defender.units[3].grade: expected an entry that exists (defender.units has 2 entries: positions 0 to 1), got [3]\n',
    );
  });

  it('blames a field that --set adds on the flag, not on the file', async () => {
    const r = await runCli(['odds', 'assault', '--set', 'foo.bar=1']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^warbench: --set foo\.bar=1: .*: foo: unknown field/);
  });

  it('refuses a bad situation file with file:line', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wb-odds-'));
    const file = join(dir, 's.yaml');
    writeFileSync(file, 'attacker:\n  grade: veteran\n  bases: many\ndefender:\n  grade: average\n');
    const r = await runCli(['odds', 'assault', file]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/s\.yaml:3: attacker\.bases: expected a whole number from 1 to 60, got "many"/);
  });

  it('refuses an unknown switch value', async () => {
    const r = await runCli(['odds', 'assault', '--switch', 'naturalRollMoraleHits=sometimes']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/naturalRollMoraleHits: expected one of loserAlways, onlyIfLostModified/);
  });

  it('refuses an unknown mechanic', async () => {
    const r = await runCli(['odds', 'nosuch']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/expected a mechanic \(a sim\), got "nosuch"; warbench odds --help lists them/);
  });

  it('answers each mistyped name with the nearest one, in one line', async () => {
    const cases: Array<[string[], string]> = [
      [
        ['odds', 'asault'],
        'warbench: (command line): sim: expected a mechanic (a sim), got "asault"; did you mean assault?\n',
      ],
      [
        ['odds', 'assault', '--switch', 'naturalRollMoraleHit=loserAlways'],
        'warbench: (command line): --switch.naturalRollMoraleHit: unknown switch; did you mean naturalRollMoraleHits?\n',
      ],
      [
        ['odds', 'assault', '--switch', 'naturalRollMoraleHits=loserAlway'],
        'warbench: (command line): --switch.naturalRollMoraleHits: expected one of loserAlways, onlyIfLostModified, got "loserAlway"; did you mean loserAlways?\n',
      ],
      [
        ['odds', 'assault', '--ruleset', 'republic-1.0-bta'],
        'warbench: republic-1.0-bta: ruleset: expected a ruleset id from rulesets/ or a folder holding ruleset.yaml, got "republic-1.0-bta"; did you mean republic-1.0-beta?\n',
      ],
    ];
    for (const [args, message] of cases) {
      const r = await runCli(args);
      expect(r.code).toBe(2);
      expect(r.stderr).toBe(message);
    }
  });

  it('lists a few switches, not all of them, for a name near none', async () => {
    const r = await runCli(['odds', 'assault', '--switch', 'zzz=1']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /unknown switch; expected one of naturalRollMoraleHits, .*, … \(\d+ in all\) \(warbench switches lists them\)\n$/,
    );
    expect(r.stderr.length).toBeLessThan(400);
  });

  it('gives each problem one line, though two parts of a reader find it (a battery fired first and later)', async () => {
    const r = await runCli(['odds', 'bombardment', '--set', 'batteries[0].range=99']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'warbench: --set batteries[0].range=99: experiments/situations/bombardment.yaml: batteries[0].range: expected a range of at most 24": a mediumRifle battery\'s reach on the fire chart (§4.2), got 99\n',
    );
    const arm = await runCli(['odds', 'assault', '--set', 'attacker.arm=zzz']);
    expect(arm.code).toBe(2);
    expect(arm.stderr).toBe(
      'warbench: --set attacker.arm=zzz: experiments/situations/assault.yaml: attacker.arm: expected one of infantry, cavalry, mountedInfantry, dismountedCavalry, artillery, got "zzz"\n',
    );
  });
});
