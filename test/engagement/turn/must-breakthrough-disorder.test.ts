import { describe, expect, it } from 'vitest';
import { chunkStream } from '../../../src/engine/dice/stream.ts';
import { RULE, resetField, startPlayerTurn } from '../../../src/engagement/state/field-state.ts';
import { assaultPhase } from '../../../src/engagement/turn/assault-phase.ts';
import { followUps } from '../../../src/engagement/turn/follow-ups.ts';
import { fieldFrom } from './field.ts';

/**
 * A veteran brigade in all-out range of a Shaken two-base brigade, a six-base
 * brigade 3" behind it: a "must" breakthrough into the second line stops at
 * contact, well inside the attacker's 10" normal move.
 */
const FIELD = `
sectors: [{gap: 2}]
sides:
  Union:
    doctrine: {assault: allOut}
    divisions: [{units: [{grade: veteran, bases: 6, sector: 0}]}]
  Confederate:
    doctrine: {assault: never, supportBases: 0}
    divisions: [{units: [{grade: average, bases: 2, sector: 0, morale: shaken}, {grade: average, bases: 6, sector: 0, line: second}]}]
`;

/** The same with a second line as weak as the first: its assault too may end in a "must". */
const WEAK_SECOND = FIELD.replace(
  '{grade: average, bases: 6, sector: 0, line: second}',
  '{grade: average, bases: 2, sector: 0, line: second, morale: shaken}',
);

/** Over seeds 1..400, the assaults that broke through into the second line: [seed, inches advanced, charged]. */
function breakthroughs(reading: string, field = FIELD): Array<[number, number, number]> {
  const out: Array<[number, number, number]> = [];
  const { c, f } = fieldFrom(field, { mustBreakthroughDisorder: reading });
  for (let seed = 1; seed <= 400; seed++) {
    resetField(c, f);
    startPlayerTurn(f);
    f.assaulting[0] = 1;
    assaultPhase(chunkStream(seed, 0, 0), c, f, 0);
    if (f.ruleCount[RULE['§5.5 breakthrough into the second line']] > 0)
      out.push([seed, f.advanced[0], f.charged[0]]);
  }
  return out;
}

// §5.5 "Units whose assault results state that they must breakthrough will move to the limit of their full assault
// movement ... unless countermanded by a new assault result. Units which use their assault movement bonus will
// suffer one morale hit at the end of the turn."
describe('switch mustBreakthroughDisorder: a "must" breakthrough stopped by a new assault inside its normal move', () => {
  it('bonusUsed (the default): charge disorder exactly when its moves passed the 10" normal move', () => {
    const seen = breakthroughs('bonusUsed');
    expect(seen.length).toBeGreaterThan(5);
    for (const [, advanced, charged] of seen) expect(charged).toBe(advanced > 10 ? 1 : 0);
  });

  it('always: every "must" breakthrough charges, on the same dice', () => {
    const always = breakthroughs('always');
    expect(always.map(([s, a]) => [s, a])).toEqual(breakthroughs('bonusUsed').map(([s, a]) => [s, a]));
    expect(always.every(([, , charged]) => charged === 1)).toBe(true);
  });

  // §5.5 "will move to the limit of their full assault movement ... unless countermanded by a new assault result"
  it('a "must" the second line\'s assault decides goes on to the limit of its 10" + 4" assault movement, and charges', () => {
    const seen = breakthroughs('bonusUsed', WEAK_SECOND);
    const toLimit = seen.filter(([, advanced]) => advanced === 14);
    expect(toLimit.length).toBeGreaterThan(3);
    for (const [, advanced, charged] of seen) expect(charged).toBe(advanced > 10 ? 1 : 0);
  });
});

/** A veteran brigade 2" from a Shaken two-base brigade with another 3" behind it: a follow-up, not an assault of the brigade's own. */
const followUpField = (breakthrough: string) => `
sectors: [{gap: 2}]
sides:
  Union:
    doctrine: {assault: never, breakthrough: ${breakthrough}}
    divisions: [{units: [{grade: veteran, bases: 6, sector: 0}]}]
  Confederate:
    doctrine: {assault: never, supportBases: 0}
    divisions: [{units: [{grade: average, bases: 2, sector: 0, morale: shaken}, {grade: average, bases: 6, sector: 0, line: second}]}]
`;

/** Over seeds 1..400, how many follow-ups broke through into the second line. */
function followUpBreakthroughs(breakthrough: string): number {
  const { c, f } = fieldFrom(followUpField(breakthrough));
  let n = 0;
  for (let seed = 1; seed <= 400; seed++) {
    resetField(c, f);
    startPlayerTurn(f);
    followUps(chunkStream(seed, 0, 0), c, f, 0);
    if (f.ruleCount[RULE['§5.5 breakthrough into the second line']] > 0) n++;
  }
  return n;
}

// §5.5 "Units which may breakthrough have the option of downgrading their breakthrough option to a carry position
// result"; Overrun "may continue assaulting units in this manner as long as it has the available movement"
describe("a follow-up assault's breakthrough goes on into the next line", () => {
  it('a "may" the doctrine pursues breaks through from a follow-up too: more breakthroughs than when it carries (a "must" only)', () => {
    const pursue = followUpBreakthroughs('pursue');
    const carry = followUpBreakthroughs('carry');
    expect(pursue).toBeGreaterThan(carry);
    expect([pursue, carry]).toEqual([146, 56]);
  });
});
