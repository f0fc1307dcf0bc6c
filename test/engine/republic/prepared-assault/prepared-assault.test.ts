import { describe, expect, it } from 'vitest';
import { exactChain } from '../../../../src/engine/chain/exact-chain.ts';
import {
  compilePreparedAssaultChain,
  PS,
} from '../../../../src/engine/republic/prepared-assault/prepared-assault-process.ts';
import { MORALE_STATES } from '../../../../src/engine/republic/rules/grades.ts';
import type { PreparedAssaultCompiled } from '../../../../src/sims/republic/prepared-assault/prepared-assault-sim.ts';
import {
  compileText,
  distOf,
  exactOf,
  monteCarlo,
  rules,
  worstZ,
} from '../../../sims/republic/compile-situation.ts';
import { exactPreparedAssault } from './exact-prepared-assault.ts';

const assault = (defender: string, bases = 6) =>
  `assault: allOut\nattacker: {bases: 6, grade: veteran}\ndefender: {bases: ${bases}, grade: average${defender}}`;
const indent = (text: string) =>
  text
    .split('\n')
    .map((l) => `  ${l}`)
    .join('\n');
const n = 200_000;

function expectClose(got: Record<string, number>, want: Record<string, number>): void {
  for (const [k, p] of Object.entries(want))
    expect(Math.abs(got[k] - p)).toBeLessThan(4.5 * Math.sqrt((p * (1 - p)) / n) + 1e-9);
}

describe('prepared assault (Monte Carlo) against the exact assault', () => {
  it('with no guns it is the plain assault', () => {
    const plain = compileText('assault', assault(''));
    const c = compileText('prepared-assault', `artillery: {batteries: []}\nassault:\n${indent(assault(''))}`);
    expectClose(
      distOf(c, monteCarlo('prepared-assault', c, n, 21), 'decision'),
      distOf(plain, exactOf('assault', plain), 'decision'),
    );
  });

  it("the guns' losses and morale hits carry into the assault: a mixture of exact assaults, one per die face", () => {
    // a Light Smoothbore at 2", its row's closest column: faces 1 -> the 6" cell, 2 -> the 4" cell,
    // 3-10 -> the 2" cell (a move left of the closest column stays on it); no P hits from Formed
    const row = rules.artillery.chart.lightSmoothbore;
    const faces: Array<[number, number, number]> = [];
    for (let die = 1; die <= 10; die++) {
      const h = row[die <= 1 ? 2 : die === 2 ? 1 : 0].value!;
      faces.push([h.m, h.b, 0.1]);
    }
    const want: Record<string, number> = {};
    for (const [m, b, w] of faces) {
      expect(m).toBeLessThanOrEqual(4); // stays short of P hits, so the assault is always fought
      const c = compileText(
        'assault',
        assault(`, morale: ${MORALE_STATES[m]}, basesLostThisTurn: ${b}`, 6 - b),
      );
      for (const [k, p] of Object.entries(distOf(c, exactOf('assault', c), 'decision')))
        want[k] = (want[k] ?? 0) + w * p;
    }
    const c = compileText(
      'prepared-assault',
      `artillery: {batteries: [{type: lightSmoothbore, range: 2}]}\nassault:\n${indent(assault(''))}`,
    );
    const mc = monteCarlo('prepared-assault', c, n, 22);
    expect(distOf(c, mc, 'prepared')['assault fought']).toBe(1);
    expectClose(distOf(c, mc, 'decision'), want);
  });

  it('a defender already Demoralized that takes M hits from the guns leaves before the assault, which carries (§4.7)', () => {
    const c = compileText(
      'prepared-assault',
      `artillery: {batteries: [{type: lightSmoothbore, range: 2}]}\nassault:\n${indent(assault(', morale: demoralized'))}`,
    );
    const mc = monteCarlo('prepared-assault', c, 10_000, 23);
    expect(distOf(c, mc, 'prepared')['defender left before the assault']).toBe(1);
    expect(distOf(c, mc, 'decision').carry).toBe(1);
    // §5.5: the attacker holds the ground the defender left
    expect(distOf(c, mc, 'winner').attacker).toBe(1);
  });
});

describe('exact prepared assault', () => {
  it('agrees with 200,000 seeded Monte Carlo trials within 4.5 standard errors on every slot', () => {
    const c = compileText(
      'prepared-assault',
      `artillery: {batteries: [{type: mediumSmoothbore, range: 5}, {type: lightSmoothbore, range: 3}]}\nassault:\n${indent(assault(', morale: unformed'))}`,
    );
    const exact = exactOf('prepared-assault', c);
    expect(worstZ(c, monteCarlo('prepared-assault', c, n, 23), exact, n)).toBeLessThan(4.5);
  });
  it('with no guns it is the exact plain assault', () => {
    const plain = compileText('assault', assault(''));
    const c = compileText('prepared-assault', `artillery: {batteries: []}\nassault:\n${indent(assault(''))}`);
    for (const name of ['winner', 'decision'])
      expect(distOf(c, exactOf('prepared-assault', c), name)).toEqual(
        distOf(plain, exactOf('assault', plain), name),
      );
  });
  it("its headline tables are the assault's: who holds the ground, then how the assault ends", () => {
    const c = compileText('prepared-assault', `artillery: {batteries: []}\nassault:\n${indent(assault(''))}`);
    const plain = compileText('assault', assault(''));
    const head = (l: typeof c.layout) => l.distributions.slice(0, 2).map((d) => [d.name, d.title]);
    expect(head(c.layout).map(([name]) => name)).toEqual(['winner', 'decision']);
    expect(head(c.layout)[0]).toEqual(head(plain.layout)[0]);
  });
  it('§4.6 "Any panic hits inflicted are still active for purposes of division panic even if B hits completely destroy the unit in question"', () => {
    // four Medium Smoothbore at 2" on a 2-base Demoralized unit: 1M 1B or more each (the row as fitted to the record), so P4+, and at least 4B: the guns destroy it
    const fire = '{type: mediumSmoothbore, range: 2}';
    const c = compileText(
      'prepared-assault',
      `artillery: {batteries: [${fire}, ${fire}, ${fire}, ${fire}]}\nassault:\n${indent(assault(', morale: demoralized', 2))}`,
    );
    const e = exactOf('prepared-assault', c);
    expect(distOf(c, e, 'prepared')['defender destroyed by the guns']).toBeCloseTo(1, 12);
    expect(distOf(c, e, 'panic4').defender).toBeCloseTo(1, 12);
    expect(distOf(c, e, 'winner').attacker).toBeCloseTo(1, 12);
  });
  it('§4.7 "As with other panic hits suffered outside of the assault phase, any base hits suffered in case of a Panic 4 event count as deserters": the guns\' Panic 4 takes no prisoners', () => {
    // three Medium Smoothbore at 2" on a 6-base Demoralized unit: 2M or more each, so P4+, before any assault
    const fire = '{type: mediumSmoothbore, range: 2}';
    const c = compileText(
      'prepared-assault',
      `artillery: {batteries: [${fire}, ${fire}, ${fire}]}\nassault:\n${indent(assault(', morale: demoralized', 6))}`,
    );
    const e = exactOf('prepared-assault', c);
    expect(distOf(c, e, 'prepared')['assault fought']).toBe(0);
    const mean = (name: string) => e[c.layout.meanOffset[name]];
    expect(mean('defender_prisoners')).toBe(0);
    expect(mean('defender_deserters')).toBeGreaterThan(0);
  });
  it('refuses guns on a defender of batteries only, and a deep target in cover (§1.3, §4.3), naming the field', () => {
    const guns = 'artillery: {batteries: [{type: mediumSmoothbore, range: 2}]}';
    const onlyGuns = `assault: allOut\nattacker: {bases: 6, grade: veteran}\ndefender: {arm: artillery, bases: 2, grade: average}`;
    expect(() => compileText('prepared-assault', `${guns}\nassault:\n${indent(onlyGuns)}`)).toThrow(
      /assault\.defender.*infantry or cavalry bases/,
    );
    const deep = 'artillery: {deep: true, batteries: [{type: mediumSmoothbore, range: 2}]}';
    expect(() =>
      compileText('prepared-assault', `${deep}\nassault:\n${indent(assault(', cover: light'))}`),
    ).toThrow(/artillery\.deep.*not applicable to targets in woods/);
  });
});

// the guns then the assault, each end state (assault state and the guns' results) with its chance
const ends = (weights: Map<string, number>, st: Int32Array, res: Int32Array, w: number) => {
  const key = `${st.join(',')}|${res.join(',')}`;
  weights.set(key, (weights.get(key) ?? 0) + w);
};

/** The chain tables' exact end states are the oracle's `want`, to 1e-12; returns the chain. */
function tablesAgree(c: PreparedAssaultCompiled, want: Map<string, number>) {
  const k = compilePreparedAssaultChain(c.p);
  const got = new Map<string, number>();
  exactChain(k.tables!).final.forEach((w, f) => {
    if (w > 0) ends(got, k.assault[f], k.res[f], w);
  });
  expect([...got.keys()].sort()).toEqual([...want.keys()].sort());
  for (const [key, w] of want) expect(Math.abs(got.get(key)! - w)).toBeLessThan(1e-12);
  return k;
}

describe('the prepared assault on the chain module', () => {
  it.each([
    [
      'two guns, an all-out assault on an Unformed brigade',
      '{type: mediumSmoothbore, range: 5}, {type: lightSmoothbore, range: 3}',
      assault(', morale: unformed'),
    ],
    [
      'three guns (a pair, then one alone) on a Demoralized brigade',
      '{type: mediumSmoothbore, range: 2}, {type: lightSmoothbore, range: 2}, {type: lightSmoothbore, range: 4}',
      assault(', morale: demoralized'),
    ],
    ['no guns', '', assault('')],
  ])(
    "walks tables whose exact odds are the oracle's (the guns' exact volley, then the exact assault) to 1e-12: %s",
    (_, guns, a) => {
      const c = compileText(
        'prepared-assault',
        `artillery: {batteries: [${guns}]}\nassault:\n${indent(a)}`,
      ) as PreparedAssaultCompiled;
      const want = new Map<string, number>();
      exactPreparedAssault(c.p, (st, res, w) => ends(want, st, res, w));
      const k = tablesAgree(c, want);
      // every trial ends decided or at the round cap: the schedule holds enough rounds
      exactChain(k.tables!).final.forEach((w, f) => {
        if (w > 0) expect(k.tables!.states[f][PS.OVER]).toBe(1);
      });
    },
  );
});

describe('§4.7 the defender\'s leaders\' hors de combat checks after the guns ("Both sides check for leader casualties (hors de combat)" after the artillery fire; a lost leader is "unable to contribute to unit assault", §2.3)', () => {
  const guns = '{type: mediumSmoothbore, range: 5}, {type: lightSmoothbore, range: 3}';
  const text = (type: string, attacker: number, defender: number) =>
    `artillery: {batteries: [${guns}]}\nassault:\n${indent(
      `assault: ${type}\nattacker: {bases: 6, grade: veteran${attacker > 0 ? `, leaders: {energetic: ${attacker}}` : ''}}\ndefender: {bases: 6, grade: average, morale: unformed${defender > 0 ? `, leaders: {proficient: ${defender}}` : ''}}`,
    )}`;
  // a double of `die`, +1 a die per base hit, read on the shipped table
  const loses = (hits: number) => {
    const rows = rules.horsDeCombat.rows;
    let q = 0;
    for (let die = 1; die <= 10; die++)
      if (
        rows[Math.min(rows.length, die + hits * rules.horsDeCombat.modifiers.perBaseHit.value) - 1].value ===
        1
      )
        q += 1 / 100;
    return q;
  };
  const oracle = (type: string, attacker: number, defender: number) => {
    const c = compileText('prepared-assault', text(type, attacker, defender)) as PreparedAssaultCompiled;
    const checked = type === 'allOut' ? attacker : 0;
    const want = new Map<string, number>();
    exactPreparedAssault(c.p, (st, res, w) => ends(want, st, res, w), {
      defender,
      attacker: checked,
      assaultWithout: (a, d) =>
        (compileText('prepared-assault', text(type, attacker - a, defender - d)) as PreparedAssaultCompiled).p
          .assault,
      loses,
    });
    return { c, want };
  };

  it.each([
    ['an all-out assault, two leaders a side (both sides checked)', 'allOut', 2, 2],
    ["an all-out assault, the defender's three leaders", 'allOut', 0, 3],
    ['a general assault: the attacker\'s leaders may stand 6" off, unchecked', 'general', 2, 1],
  ])("%s: the tables' exact odds are the oracle's, to 1e-12", (_, type, attacker, defender) => {
    const { c, want } = oracle(type as string, attacker as number, defender as number);
    tablesAgree(c, want);
  });

  it('changes the odds from an assault where every leader stands; one base hit loses a leader on a double of 7 or more, none on 8 or more', () => {
    const c = compileText('prepared-assault', text('allOut', 2, 2)) as PreparedAssaultCompiled;
    const all = new Map<string, number>();
    exactPreparedAssault(c.p, (st, res, w) => ends(all, st, res, w));
    expect(oracle('allOut', 2, 2).want).not.toEqual(all);
    expect(loses(1)).toBeCloseTo(0.04, 12);
    expect(loses(0)).toBeCloseTo(0.03, 12);
  });
});

describe('a prepared assault with more states than the chain tables hold', () => {
  const text = `artillery: {batteries: [{type: mediumSmoothbore, range: 5}, {type: lightSmoothbore, range: 3}, {type: lightSmoothbore, range: 2}]}\nassault:\n${indent(assault(', morale: unformed'))}`;
  const c = compileText('prepared-assault', text) as PreparedAssaultCompiled;
  // the same situation held to 10 states: too many for the tables, so its steps are applied directly
  const direct: PreparedAssaultCompiled = { ...c, chain: compilePreparedAssaultChain(c.p, 10) };

  it('applies its steps directly, to the exact odds the tables give (to 1e-12)', () => {
    expect(c.chain.tables).toBeDefined();
    expect(direct.chain.tables).toBeUndefined();
    const want = exactOf('prepared-assault', c);
    const got = exactOf('prepared-assault', direct);
    for (let i = 0; i < want.length; i++) expect(Math.abs(got[i] - want[i])).toBeLessThan(1e-12);
  });

  it('reads the same dice as the table walk: a seed gives the same tallies', () => {
    expect(monteCarlo('prepared-assault', direct, 20_000, 31)).toEqual(
      monteCarlo('prepared-assault', c, 20_000, 31),
    );
  });
});
