import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chunkStream } from '../../../src/engine/dice/stream.ts';
import { LOSS_CAUSES } from '../../../src/engagement/state/field-state.ts';
import { menLost, PER_SIDE, runEngagement, sideSums } from '../../../src/engagement/turn/run-engagement.ts';
import type { EngagementCompiled } from '../../../src/sims/engagement/engagement-sim.ts';
import { tallyMetrics } from '../../../src/sims/engagement/engagement-metrics.ts';
import { compileText, monteCarlo } from '../republic/compile-situation.ts';

const shipped = (name: string) => readFileSync(`experiments/situations/engagement-${name}.yaml`, 'utf8');
const mean = (x: EngagementCompiled, p: Float64Array, name: string) => {
  expect(name in x.layout.meanOffset, name).toBe(true);
  return p[x.layout.meanOffset[name]];
};

describe('engagement metrics', () => {
  it.each(['brigade', 'division', 'corps'])(
    '%s: trial by trial, the losses by cause add up to the men lost, and killed and wounded plus missing are the men lost',
    (name) => {
      const x = compileText('engagement', shipped(name)) as EngagementCompiled;
      const c = x.engagement;
      const f = x.field;
      const rng = chunkStream(11, 0, 0);
      const n = LOSS_CAUSES.length;
      const seen = new Float64Array(n);
      for (let t = 0; t < 200; t++) {
        runEngagement(rng, c, f, x.course);
        for (let side = 0; side < 2; side++) {
          let causes = 0;
          for (let k = 0; k < n; k++) {
            causes += f.lossMen[side * n + k];
            seen[k] += f.lossMen[side * n + k];
          }
          let kw = 0;
          let missing = 0;
          for (let u = 0; u < c.nUnits; u++) {
            if (c.s.units[u].side !== side) continue;
            kw += f.lostB[u] * c.menPerBase[u];
            missing += (f.prisoners[u] + f.deserted[u]) * c.menPerBase[u];
          }
          expect(causes).toBeCloseTo(menLost(c, f, side), 6);
          expect(kw + missing).toBe(menLost(c, f, side));
        }
      }
      // the causes that act in every shipped engagement (the brigade fight has no guns)
      for (const k of ['artillery', 'assault', 'panic desertion'] as const)
        if (k !== 'artillery' || name !== 'brigade')
          expect(seen[LOSS_CAUSES.indexOf(k)], k).toBeGreaterThan(0);
    },
  );

  it.each(['brigade', 'division', 'corps', 'division-day'])(
    '%s: trial by trial, the men lost by the end of each game turn (read from the losses booked by cause) are the men lost summed unit by unit then',
    (name) => {
      const x = compileText('engagement', shipped(name)) as EngagementCompiled;
      const c = x.engagement;
      const f = x.field;
      const turns = c.s.turns;
      const rng = chunkStream(12, 0, 0);
      const atTurnEnd: number[] = [];
      // a game turn's first player turn begins on the field as the last game turn left it
      const clock = {
        lap(phase: number) {
          if (phase === -1 && f.playerTurns % 2 === 1 && f.playerTurns > 1)
            atTurnEnd.push(menLost(c, f, 0), menLost(c, f, 1));
        },
      };
      let compared = 0;
      for (let t = 0; t < 150; t++) {
        atTurnEnd.length = 0;
        const played = runEngagement(rng, c, f, x.course, clock);
        atTurnEnd.push(menLost(c, f, 0), menLost(c, f, 1));
        expect(atTurnEnd.length).toBe(2 * played);
        for (let turn = 1; turn <= played; turn++)
          for (let side = 0; side < 2; side++, compared++)
            expect(x.course[side * turns + turn - 1]).toBe(atTurnEnd[2 * (turn - 1) + side]);
      }
      expect(compared).toBeGreaterThan(600);
    },
  );

  it("division: the per-turn men lost add up to the men lost; each side's break turn distribution splits never into held to the end and other side broke", () => {
    const x = compileText('engagement', shipped('division')) as EngagementCompiled;
    const p = monteCarlo('engagement', x, 400);
    const [a, b] = x.engagement.s.sides.map((s) => s.name);
    const turns = x.engagement.s.turns;
    for (const side of [a, b]) {
      let sum = 0;
      for (let t = 1; t <= turns; t++) sum += mean(x, p, `men lost in turn ${t}: ${side}`);
      expect(sum).toBeCloseTo(mean(x, p, `men lost: ${side}`), 6);
      let causes = 0;
      for (const k of LOSS_CAUSES) causes += mean(x, p, `men lost to ${k}: ${side}`);
      expect(causes).toBeCloseTo(mean(x, p, `men lost: ${side}`), 6);
      expect(mean(x, p, `killed and wounded: ${side}`) + mean(x, p, `missing: ${side}`)).toBeCloseTo(
        mean(x, p, `men lost: ${side}`),
        6,
      );
    }
    const at = (name: string) => x.layout.distOffset[name];
    const outcome = at('outcome');
    for (const [i, side] of [a, b].entries()) {
      const old = at(`turn side breaks: ${side}`);
      const now = at(`break turn: ${side}`);
      for (let t = 0; t < turns; t++) expect(p[now + t]).toBeCloseTo(p[old + t], 12);
      // the engagement stops when a side breaks: this side did not break and the other did, first
      expect(p[now + turns + 1]).toBeCloseTo(p[outcome + 2 - i], 12);
      expect(p[now + turns] + p[now + turns + 1]).toBeCloseTo(p[old + turns], 12);
    }
    // by role: the Union attacks first; by result: the winner's and the loser's add up to the two sides' in decided trials
    expect(mean(x, p, 'killed and wounded share: attacker')).toBeCloseTo(
      mean(x, p, `killed and wounded share: ${a}`),
      12,
    );
    expect(mean(x, p, 'guns lost share: defender')).toBeCloseTo(mean(x, p, `guns lost share: ${b}`), 12);
  });

  it('one trial read by hand: shares of the men at the start (§1.1 275 a base), per hour at 40 minutes a game turn, winner and loser by who broke first', () => {
    const x = compileText('engagement', shipped('division')) as EngagementCompiled;
    const c = x.engagement;
    const f = x.field;
    const m = x.metrics;
    // Union: 18 infantry bases (4950 men), 3 batteries (30 guns); Confederate: 11 bases (3025 men), 1 battery (10 guns)
    expect(Array.from(m.men)).toEqual([18 * 275, 11 * 275]);
    expect(Array.from(m.guns)).toEqual([30, 10]);
    f.lostB.fill(0);
    f.prisoners.fill(0);
    f.deserted.fill(0);
    f.lostB[0] = 2; // Union: 550 killed and wounded
    f.deserted[1] = 1; // Union: 275 missing
    f.lostB[5] = 3; // Confederate: 825 killed and wounded
    f.prisoners[5] = 2; // Confederate: 550 missing
    f.sideBrokenTurn[0] = 0;
    f.sideBrokenTurn[1] = 3; // the Confederates broke in turn 3: the Union won
    f.lossMen.fill(0);
    x.course.fill(0);
    const acc = new Float64Array(x.layout.size);
    // the killed and wounded and missing per side, as the tally's one pass over the units writes them
    sideSums(c, f, new Float64Array(2 * PER_SIDE), m.kw, m.missing);
    tallyMetrics(
      c,
      f,
      m,
      3,
      x.course,
      0,
      10,
      acc,
      x.layout.distOffset['break turn: Union'],
      x.layout.meanOffset['killed and wounded: Union'],
    );
    const v = (name: string) => acc[x.layout.meanOffset[name]];
    expect(v('killed and wounded: Union')).toBe(550);
    expect(v('killed and wounded share: Union')).toBeCloseTo(550 / 4950, 12);
    expect(v('killed and wounded share per hour: Union')).toBeCloseTo(550 / 4950 / 2, 12); // 3 turns: 2 hours
    expect(v('missing share: Confederate')).toBeCloseTo(550 / 3025, 12);
    expect(v('killed and wounded share: winner')).toBeCloseTo(550 / 4950, 12);
    expect(v('killed and wounded share: loser')).toBeCloseTo(825 / 3025, 12);
    expect(v('guns lost share: loser')).toBeCloseTo(1, 12);
    expect(v('guns lost share per hour: defender')).toBeCloseTo(0.5, 12);
    const turns = c.s.turns;
    expect(acc[x.layout.distOffset['break turn: Confederate'] + 2]).toBe(1);
    expect(acc[x.layout.distOffset['break turn: Union'] + turns + 1]).toBe(1);
  });
});

describe('docs/engagement-metrics.md', () => {
  it('every metric its tables name is in the layout, for each side and group', () => {
    const doc = readFileSync('docs/engagement-metrics.md', 'utf8');
    const x = compileText('engagement', shipped('division')) as EngagementCompiled;
    const names = new Set([...x.layout.distributions, ...x.layout.means].map((m) => m.name));
    const named = [...doc.matchAll(/^\| `([^`]+)`/gm)].map((m) => m[1]).filter((n) => n.includes(': '));
    expect(named.length).toBeGreaterThan(8);
    for (const n of named) {
      const expand = (s: string) =>
        s.includes(': G')
          ? ['Union', 'Confederate', 'attacker', 'defender', 'winner', 'loser'].map((g) =>
              s.replace(': G', `: ${g}`),
            )
          : [s.replace(': X', ': Union'), s.replace(': X', ': Confederate')];
      const forms = n.startsWith('... share per hour')
        ? ['killed and wounded', 'missing', 'guns lost'].flatMap((k) => expand(`${k} share per hour: G`))
        : n.includes('men lost to C')
          ? LOSS_CAUSES.flatMap((k) => expand(n.replace(' C:', ` ${k}:`)))
          : expand(n.replace('turn k', 'turn 2'));
      for (const f of forms) expect(names.has(f), f).toBe(true);
    }
  });
});
