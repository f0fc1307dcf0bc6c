import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { chunkStream } from '../../../src/engine/dice/stream.ts';
import { SIMS } from '../../../src/sims/registry.ts';
import { loadRuleset } from '../../../src/engine/families/load-ruleset.ts';
import { parseYamlFile } from '../../../src/engine/input/parse-yaml.ts';
import { Problems } from '../../../src/engine/input/problems.ts';
import { compileScenario } from '../../../src/sims/prepare.ts';
import { compileText } from '../republic/compile-situation.ts';

// The duel kernel's tallies, pinned to the byte for every rule system in three plain situations: a change made for
// speed must leave every one as it is, and a change to a system's rules or its mapping moves one on purpose (update
// the digest with the reason in the commit). Last moved: men lost never exceed the men engaged, the last, partial
// loss unit holding what is left (mapping partialUnit), and loss fractions are men lost over men engaged (Republic,
// Blake, and Half a League's force of 1,800 moved).
const SITUATIONS: Record<string, string> = {
  assault: `
action: assault
attacker: {men: 2000, quality: veteran, formation: column}
defender: {men: 2000, quality: average, formation: line, cover: none}
minutes: 320
`,
  'assault in light cover': `
action: assault
attacker: {men: 2500, quality: average, formation: column}
defender: {men: 1800, quality: green, formation: line, cover: light}
budget: engagement
minutes: 160
`,
  bombard: `
action: bombard
guns: 12
attacker: {quality: average}
defender: {men: 2000, quality: average, formation: line, cover: none}
minutes: 320
`,
};

const SYSTEMS = ['republic', 'blake', 'activation', 'blue-and-gray', 'half-a-league'];

function digest(system: string, situation: string, switches: Record<string, string> = {}): string {
  const text = `system: ${system}\n${situation}`;
  // a system's own switches read under its own shipped ruleset
  const c = Object.keys(switches).length
    ? compileScenario(
        SIMS.duel,
        loadRuleset(system),
        parseYamlFile(text, 'duel.yaml').root(new Problems()),
        switches,
      ).compiled
    : compileText('duel', text);
  const acc = new Float64Array(c.layout.size);
  SIMS.duel.kernel(chunkStream(3, 0, 0), c, 2000, acc);
  return createHash('sha256').update(new Uint8Array(acc.buffer)).digest('hex').slice(0, 16);
}

const PINNED: Record<string, string> = {
  'republic: assault': 'f60b1fcabfe60abc',
  'republic: assault in light cover': '436532d62431f181',
  'republic: bombard': '8972b9f9b20d57ee',
  // Blake's attacking group whose morale has failed fights its melee out (CONTINUING MELEES) rather than stopping, each
  // pair of stands fighting on till one of the two cannot, the stands outside the pairs supporting them (switch
  // meleeCombatants `originalStands`); the assaults moved when a freed stand's later charge drew the charged stand's
  // defensive fire (DEFENSIVE FIRE "Eligible targets are any enemy that has charged the CG"), and again when the free
  // stands in base contact with the charged one fired too ("even if they themselves have not been directly charged
  // and they are in base contact with the stand that is being charged")
  'blake: assault': '060cbb04c0481600',
  'blake: assault in light cover': 'd9c9b9b20da57a1a',
  // Blake's bombarded stand destroyed by the guns costs a neighbour a deserter (DESERTION), as one destroyed in melee;
  // every Blake tally moved when a stand a deserter destroys costs its own deserter in turn (DESERTION "For each stand
  // ... that is in base contact and is destroyed", any cause)
  'blake: bombard': '72557b96412fc3cd',
  // activation: the charging column, fired at, takes its "-2 Shooting" as the target too (switch formationShooting),
  // but not while in Broken Line ("Until lines are reformed it receives no modifiers due to formation")
  'activation: assault': '4e60511fcf9ecfae',
  'activation: assault in light cover': '5a26f0cb5db8ac4c',
  'activation: bombard': 'b935dd5fe4b57128',
  'blue-and-gray: assault': '5bf1f051a567d05d',
  'blue-and-gray: assault in light cover': '54295c8dc3ae6d0a',
  'blue-and-gray: bombard': 'dc0f589f37283008',
  // Half a League's saves: each possible hit saved in turn on the stands then remaining, the leader stand among them,
  // the figure lost at once and no save rolled once all are gone (SAVE TABLE "stands remaining at the time the save
  // roll is made"; switches saveRolls, saveLeaderStand), the fire's saves after both sides' volleys; and every
  // unsaved possible leader kill a leader loss (Close Combat (d) "Multiple three 6's is multiple leader loss"; switch
  // leaderLosses). The attacker takes the position 0.9341 -> 0.9336 and 0.9724 -> 0.9728 (200,000 trials, seed 5)
  'half-a-league: assault': 'ba209fd6ccd50987',
  'half-a-league: assault in light cover': '0d16f7a739a8e974',
  'half-a-league: bombard': '11d5f16969e882f0',
};

describe('the duel tallies, pinned', () => {
  it.each(SYSTEMS.flatMap((system) => Object.keys(SITUATIONS).map((name) => [system, name])))(
    '%s, %s',
    (system, name) => {
      expect(digest(system, SITUATIONS[name])).toBe(PINNED[`${system}: ${name}`]);
    },
  );
});

// Blake's old readings are pinned under the rules added since that apply under every reading (DESERTION's chain)
describe('the old reading of a rule added plays as before it, under the rules added since that apply to every reading', () => {
  it('blake, failedGroupMelee stops: a failed attacking group breaks off its melee, as before', () => {
    const stops = { failedGroupMelee: 'stops', meleeCombatants: 'groupStands' };
    expect(digest('blake', SITUATIONS.assault, stops)).toBe('52694c1758377685');
    expect(digest('blake', SITUATIONS['assault in light cover'], stops)).toBe('0d07ece8b925cc1e');
    expect(digest('blake', SITUATIONS.assault, { failedGroupMelee: 'stops' })).toBe('4d5f40c403db23fb');
  });

  it('blake, meleeCombatants groupStands: each melee phase pairs the stands still able to fight, as before', () => {
    const group = { meleeCombatants: 'groupStands' };
    expect(digest('blake', SITUATIONS.assault, group)).toBe('8ccae949e50d76c9');
    expect(digest('blake', SITUATIONS['assault in light cover'], group)).toBe('be63c35a83d39808');
  });

  it('activation, formationShooting firerOnly: the target takes no formation modifier, as before', () => {
    expect(digest('activation', SITUATIONS.assault, { formationShooting: 'firerOnly' })).toBe(
      '696fd1245753c88c',
    );
    expect(
      digest('activation', SITUATIONS['assault in light cover'], { formationShooting: 'firerOnly' }),
    ).toBe('e6e36082447c745b');
  });
});
