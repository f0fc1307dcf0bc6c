import { describe, expect, it } from 'vitest';
import { compileText } from '../../../sims/republic/compile-situation.ts';
import { runCli } from '../../../helpers/cli.ts';
import { assaultFrom } from '../../../helpers/republic.ts';

/** The refusal of an assault situation, or '' if it is accepted. */
function refusal(yaml: string): string {
  try {
    assaultFrom(yaml);
    return '';
  } catch (e) {
    return (e as Error).message;
  }
}

const DEMORALIZED =
  '(§2.3 Morale Conditions, Demoralized: "Unit ... will not voluntarily advance toward any enemies."), got "demoralized"';

// §2.3 Morale Conditions: what each state forbids an attacking unit (docs/assault-situation.md)
describe('§2.3: an attacker its morale state forbids to assault is refused at its morale field', () => {
  it('Demoralized: "Unit ... will not voluntarily advance toward any enemies."', () => {
    expect(
      refusal(
        'assault: general\nattacker: {grade: veteran, morale: demoralized}\ndefender: {grade: average}',
      ),
    ).toBe(
      `test.yaml:2: attacker.morale: expected a morale state in which this infantry will assault a defender of infantry ${DEMORALIZED}`,
    );
    expect(
      refusal('attacker: {arm: cavalry, grade: crack, morale: demoralized}\ndefender: {grade: green}'),
    ).toMatch(/attacker\.morale: .*Demoralized/);
  });

  it('Rattled: "Infantry will not assault artillery." (a defender wholly of batteries)', () => {
    expect(
      refusal(
        'attacker: {grade: veteran, morale: rattled}\ndefender: {arm: artillery, bases: 2, grade: average}',
      ),
    ).toBe(
      'test.yaml:1: attacker.morale: expected a morale state in which this infantry will assault a defender of artillery (§2.3 Morale Conditions, Rattled: "Infantry will not assault artillery."), got "rattled"',
    );
    // infantry with its guns may be assaulted; Rattled cavalry may assault artillery
    expect(
      refusal(
        'attacker: {grade: veteran, morale: rattled}\ndefender: {units: [{grade: average}, {arm: artillery, bases: 2, grade: average}]}',
      ),
    ).toBe('');
    expect(
      refusal(
        'attacker: {arm: cavalry, grade: veteran, morale: rattled}\ndefender: {arm: artillery, bases: 2, grade: average}',
      ),
    ).toBe('');
  });

  it('Shaken: "Infantry will not assault or advance on cavalry or artillery."', () => {
    for (const enemy of ['cavalry', 'artillery']) {
      expect(
        refusal(
          `attacker: {grade: veteran, morale: shaken}\ndefender: {arm: ${enemy}, bases: 2, grade: average}`,
        ),
      ).toMatch(
        new RegExp(
          `attacker\\.morale: expected a morale state in which this infantry will assault a defender of ${enemy} \\(§2\\.3 Morale Conditions, Shaken: "Infantry will not assault or advance on cavalry or artillery\\."\\), got "shaken"$`,
        ),
      );
    }
    expect(
      refusal(
        'attacker: {arm: dismountedCavalry, grade: veteran, morale: shaken}\ndefender: {units: [{arm: cavalry, grade: average}, {arm: artillery, bases: 1, grade: average}]}',
      ),
    ).toMatch(/Shaken: "Infantry will not/);
    expect(refusal('attacker: {grade: veteran, morale: shaken}\ndefender: {grade: average}')).toBe('');
  });

  it('Shaken: "Cavalry will not assault artillery."', () => {
    expect(
      refusal(
        'attacker: {arm: cavalry, grade: veteran, morale: shaken}\ndefender: {arm: artillery, bases: 2, grade: average}',
      ),
    ).toMatch(
      /attacker\.morale: expected a morale state in which this cavalry will assault a defender of artillery \(§2\.3 Morale Conditions, Shaken: "Cavalry will not assault artillery\."\), got "shaken"$/,
    );
    expect(
      refusal(
        'attacker: {arm: cavalry, grade: veteran, morale: shaken}\ndefender: {arm: cavalry, grade: average}',
      ),
    ).toBe('');
  });

  it('a side of several units: each attacking unit is checked, and refused at its own line', () => {
    const yaml =
      'attacker:\n  units:\n    - {grade: veteran}\n    - {grade: green, morale: demoralized}\ndefender: {grade: average}';
    expect(refusal(yaml)).toBe(
      `test.yaml:4: attacker.units[1].morale: expected a morale state in which this infantry will assault a defender of infantry ${DEMORALIZED}`,
    );
  });

  it('batteries beside the attacking infantry do not assault (§5.1, §5.2), so their state does not refuse it', () => {
    expect(
      refusal(
        'attacker: {units: [{grade: veteran}, {arm: artillery, bases: 1, grade: veteran, morale: demoralized}]}\ndefender: {grade: average}',
      ),
    ).toBe('');
  });

  it('Unformed forbids only a change of formation; skirmishers out are not refused, since they deploy in the movement phase, before fire can rattle the unit (§2.3, §3.5 Skirmishers, §1.7 Turn Sequence)', () => {
    expect(
      refusal(
        'attacker: {grade: veteran, morale: unformed}\ndefender: {arm: artillery, bases: 2, grade: average}',
      ),
    ).toBe('');
    expect(
      refusal(
        'attacker: {grade: veteran, morale: rattled, skirmisherQuarters: 2}\ndefender: {grade: average}',
      ),
    ).toBe('');
  });

  it('the defender may be in any state: defending is not an advance', () => {
    expect(refusal('attacker: {grade: veteran}\ndefender: {grade: average, morale: demoralized}')).toBe('');
  });

  it('assault-round and prepared-assault refuse it too', () => {
    expect(() =>
      compileText(
        'assault-round',
        'attacker: {grade: veteran, morale: demoralized}\ndefender: {grade: average}',
      ),
    ).toThrow(/assault-round\.yaml:1: attacker\.morale: .*Demoralized/);
    const prepared =
      'artillery: {batteries: [{type: mediumSmoothbore, range: 5}]}\nassault:\n  attacker: {grade: veteran, morale: shaken}\n  defender: {arm: cavalry, grade: average}';
    expect(() => compileText('prepared-assault', prepared)).toThrow(
      /prepared-assault\.yaml:3: assault\.attacker\.morale: .*Shaken: "Infantry will not assault or advance on cavalry or artillery\."/,
    );
  });

  it('odds: one message naming the rule and exit code 2, no stack', async () => {
    const r = await runCli(['odds', 'assault', '--set', 'attacker.morale=demoralized']);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toEqual([
      `warbench: --set attacker.morale=demoralized: experiments/situations/assault.yaml: attacker.morale: expected a morale state in which this infantry will assault a defender of infantry ${DEMORALIZED}`,
    ]);
  });
});
