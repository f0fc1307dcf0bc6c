import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LIVERMORE_FILE, readLivermore } from '../../../src/results/history/read-livermore.ts';
import { historyDistribution, summarizeHistory } from '../../../src/results/history/history-summary.ts';
import { quantileSorted } from '../../../src/results/history/quantile.ts';
import { runCli } from '../../helpers/cli.ts';

const shipped = readFileSync(LIVERMORE_FILE, 'utf8');

function withText(text: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'livermore-')), 'record.csv');
  writeFileSync(file, text);
  return file;
}

/** The shipped file with one line (counted from 1, the header) changed. */
function edited(line: number, edit: (row: string) => string): string {
  const lines = shipped.split('\n');
  lines[line - 1] = edit(lines[line - 1]);
  return withText(lines.join('\n'));
}

describe('the historical record (data/history/livermore-1900.csv)', () => {
  it('reads 63 battles, each an attacker and a defender, as Livermore gives them', () => {
    const battles = readLivermore();
    expect(battles.length).toBe(63);
    // Livermore p. 77: Bull Run, the Union attacked: 28,452 strong, 481 killed, 1,011 wounded, 1,216 missing
    const bullRun = battles[0];
    expect(bullRun.attacker).toMatchObject({
      side: 'Union',
      page: 77,
      strength: 28452,
      killed: 481,
      wounded: 1011,
      kw: 1492,
      missing: 1216,
      won: false,
      line: 2,
    });
    expect(bullRun.defender).toMatchObject({
      side: 'Confederate',
      strength: 32232,
      kw: 1969,
      missing: 12,
      won: true,
    });
    // a figure he does not give is absent, never zero
    const wilderness = battles.find((b) => b.id === 37)!;
    expect(wilderness.defender.strength).toBeUndefined();
    expect(wilderness.defender.kw).toBeUndefined();
    expect(battles.filter((b) => b.attacker.flagKind === 'aggregate').map((b) => b.id)).toEqual([11, 45, 61]);
    expect(battles.filter((b) => b.attacker.flagKind === 'surrender').map((b) => b.id)).toEqual([3, 23]);
  });

  it("gives the source summary's quartiles (47 battles, aggregates left out)", () => {
    const s = summarizeHistory(readLivermore());
    expect(s.used).toBe(47);
    expect(s.leftOut.map((b) => b.id)).toEqual([11, 45, 61]);
    const q = (name: string) => {
      const d = historyDistribution(s, name);
      return [d.n, +d.q1.toFixed(3), +d.median.toFixed(3), +d.q3.toFixed(3), +d.max.toFixed(3)];
    };
    // the shared README: "one-day battles (27) | 6.2% | 9.8% | 13.3% | 28.0%"
    expect(q('kw_share_one_day')).toEqual([54, 0.062, 0.098, 0.133, 0.28]);
    // "attacker | 7.8% | 11.5% | 17.7% | 30.2%", "defender | 5.5% | 9.5% | 14.5% | 28.0%"
    expect(q('kw_share_attacker')).toEqual([47, 0.078, 0.115, 0.177, 0.302]);
    expect(q('kw_share_defender')).toEqual([47, 0.055, 0.095, 0.145, 0.28]);
    // "open field (28) | 0.70 | 1.05 | 1.31", "fortified lines (19) | 1.52 | 2.26 | 4.99"
    expect(q('att_def_ratio_open').slice(0, 4)).toEqual([28, 0.699, 1.048, 1.308]);
    expect(q('att_def_ratio_fortified').slice(0, 4)).toEqual([19, 1.518, 2.259, 4.988]);
    // "missing as a share of (k+w + missing), per side | 7.9% | 19.1% | 29.4%": the source's summary leaves the
    // surrendered garrisons out (with them in, Q3 is 29.8% and the maximum 97.8%), livermore_forces.csv:
    //   3,Confederate,21000,,,2000,14623   (Fort Donelson, 88.0% missing)
    //   23,Confederate,4564,28,81,109,4791 (Arkansas Post, 97.8% missing)
    expect(q('missing_share')).toEqual([77, 0.079, 0.191, 0.294, 0.804]);
    expect(q('missing_share_one_day').slice(0, 4)).toEqual([41, 0.079, 0.21, 0.291]);
    // recomputed from the shared livermore_forces.csv and livermore_battles.csv with numpy's default quartiles: both
    // sides' missing over both sides' losses, by battle, 16.6% to 26.1% (34 battles; with the two surrenders in,
    // 76.3% and 80.9% of their battles' losses, it was 17.5% to 29.1% over 36); the one-day battles by kind
    expect(q('missing_share_battle').slice(0, 4)).toEqual([34, 0.166, 0.229, 0.261]);
    const pooled = historyDistribution(s, 'missing_share_battle').points.map((p) => p.battleId);
    expect(pooled.includes(3) || pooled.includes(23)).toBe(false);
    expect(q('kw_share_attacker_open_one_day').slice(0, 4)).toEqual([12, 0.073, 0.099, 0.159]);
    expect(q('kw_share_defender_open_one_day').slice(0, 4)).toEqual([12, 0.094, 0.105, 0.121]);
    expect(q('kw_share_attacker_fortified_one_day').slice(0, 4)).toEqual([15, 0.09, 0.124, 0.198]);
    expect(q('kw_share_defender_fortified_one_day').slice(0, 4)).toEqual([15, 0.02, 0.056, 0.072]);
  });

  it('flags the Seven Days (11) as covering 8-10 and the days they leave out, not as their sum', () => {
    // livermore_forces.csv: 11,Union,91169,1734,8062,9796,6053 and 11,Confederate,95481,3478,16261,19739,875;
    // 8-10 (June 26, 27, 29-July 1) give Union k+w 256 + 4,001 + 4,969 and Confederate 1,484 + 8,751 + 8,602
    const battles = readLivermore();
    const side = (id: number, name: string) => {
      const b = battles.find((x) => x.id === id)!;
      return b.attacker.side === name ? b.attacker : b.defender;
    };
    const sum = (name: string) => [8, 9, 10].reduce((t, id) => t + side(id, name).kw!, 0);
    expect([side(11, 'Union').kw, sum('Union')]).toEqual([9796, 9226]);
    expect([side(11, 'Confederate').kw, sum('Confederate')]).toEqual([19739, 18837]);
    expect(side(11, 'Union').flag).toBe(
      'aggregate: the Seven Days, June 25-July 1: battles 8-10 and the days they leave out (June 25, 28)',
    );
    expect(battles.filter((b) => b.attacker.flagKind === 'combined').map((b) => b.id)).toEqual([10, 13, 24]);
  });

  it('takes quantiles by linear interpolation between order statistics', () => {
    expect(quantileSorted([1, 2, 3, 4], 0.25)).toBe(1.75);
    expect(quantileSorted([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantileSorted([5], 0.75)).toBe(5);
  });
});

describe('a bad record', () => {
  it('refuses a record of its header alone: a history of no battle would chart nothing, its quartiles empty', () => {
    const file = withText(`${shipped.split('\n')[0]}\n`);
    expect(() => readLivermore(file)).toThrow(
      `${file}:2: record: at least one battle (a row each for its attacker and defender), got none`,
    );
  });

  it('names the file, line and column of each problem at once', () => {
    const file = edited(3, (row) =>
      row.replace(',1969,12,', ',1969,twelve,').replace(',defender,', ',defence,'),
    );
    expect(() => readLivermore(file)).toThrow(`${file}:3: role: one of attacker, defender; got "defence"`);
    expect(() => readLivermore(file)).toThrow(
      `${file}:3: missing: a whole number from 0, or empty where the source gives none; got "twelve"`,
    );
  });

  it("refuses a header missing a column its rows have, or a record split by semicolons or tabs (a spreadsheet's export), at the header, exit 2", async () => {
    // another kind of file altogether: its first line, not every column listed twice
    const yaml = withText('title: a brief\ntargets: []\n');
    expect(() => readLivermore(yaml)).toThrow(
      `${yaml}:1: header: the columns ${shipped.split('\n')[0].split(',').join(', ')}; got "title: a brief"`,
    );
    const noFlag = withText(shipped.replace(',missing,flag', ',missing'));
    expect(() => readLivermore(noFlag)).toThrow(
      `${noFlag}:1: header: the columns ${shipped.split('\n')[0].split(',').join(', ')}; missing flag`,
    );
    for (const [separator, words] of [
      [';', 'semicolons'],
      ['\t', 'tabs'],
    ]) {
      const file = withText(shipped.replaceAll(',', separator));
      const r = await runCli(['history', '--data', file, '--out', join(dirname(file), 'out')]);
      expect(r.code).toBe(2);
      expect(r.stderr).toBe(
        `warbench: ${file}:1: header: the columns ${shipped.split('\n')[0].split(',').join(', ')} separated by commas (this line is separated by ${words}: save the file as comma-separated CSV)\n`,
      );
      expect(existsSync(join(dirname(file), 'out'))).toBe(false);
    }
  });

  it('refuses a column given twice (the later was read, silently), a side other than Union or Confederate, both rows one side, and an assault outcome SOURCE.md does not name', () => {
    const header = shipped.split('\n')[0];
    const twice = withText(
      shipped
        .split('\n')
        .map((l, i) => (l === '' ? l : `${l},${i === 0 ? 'strength' : '1'}`))
        .join('\n'),
    );
    expect(() => readLivermore(twice)).toThrow(
      `${twice}:1: header: each column once; strength is given twice (columns 12 and 18)`,
    );
    expect(header.split(',').indexOf('strength')).toBe(11);
    // Bull Run: Union attacker on line 2, Confederate defender on line 3
    const lower = edited(2, (row) => row.replace(',Union,attacker,', ',union,attacker,'));
    expect(() => readLivermore(lower)).toThrow(`${lower}:2: side: one of Union, Confederate; got "union"`);
    const same = edited(3, (row) => row.replace(',Confederate,defender,', ',Union,defender,'));
    expect(() => readLivermore(same)).toThrow(
      `${same}:3: side: the other side than the attacker's row of battle 1 (line 2: Union); got Union`,
    );
    const row = shipped.split('\n').findIndex((l) => l.includes(',Partial Success,')) + 1;
    const outcome = (text: string) => (l: string) => l.replace(',Partial Success,', `,${text},`);
    const both = withText(
      shipped
        .split('\n')
        .map((l, i) => (i + 1 === row || i + 1 === row + 1 ? outcome('partial')(l) : l))
        .join('\n'),
    );
    expect(() => readLivermore(both)).toThrow(
      `${both}:${row}: assault_outcome: one of Success, Partial Success, Failure, (empty); got "partial"`,
    );
  });

  it('checks killed + wounded against k+w, one winner a battle, the header', () => {
    expect(() =>
      readLivermore(edited(2, (row) => row.replace(',481,1011,1492,', ',481,1011,1500,'))),
    ).toThrow(/:2: kw: killed \+ wounded \(481 \+ 1011 = 1492\); got 1500/);
    expect(() => readLivermore(edited(2, (row) => row.replace(',attacker,no,', ',attacker,yes,')))).toThrow(
      /:3: won: one winner in battle 1/,
    );
    expect(() => readLivermore(withText('battle_id,battle\n1,x\n'))).toThrow(
      /:1: header: the columns .*; missing page, start/,
    );
    expect(() => readLivermore(withText(''))).toThrow('a CSV file, got an empty file');
  });

  it('refuses more killed and wounded than the side was strong (missing may exceed it: Arkansas Post)', () => {
    // Bull Run's Union row: 28,452 strong; 50,000 killed would make 104% killed and wounded
    expect(() =>
      readLivermore(edited(2, (row) => row.replace(',28452,481,1011,1492,', ',28452,50000,1011,51011,'))),
    ).toThrow(
      /:2: kw: at most the strength \(28452\): a side cannot lose more killed and wounded than its men; got 51011/,
    );
    // Arkansas Post (23): the missing, 4,791, exceed the Confederate strength given, 4,564; kept as the source gives it
    expect(readLivermore().find((b) => b.id === 23)?.defender.missing).toBe(4791);
  });

  it('refuses a date not of the calendar, an end before the start, and days that are not the span from start to end (SOURCE.md)', () => {
    // Bull Run: 1861-07-21 to 1861-07-21, 1 day, on lines 2 (Union) and 3 (Confederate)
    const both = (edit: (row: string) => string) => {
      const lines = shipped.split('\n');
      lines[1] = edit(lines[1]);
      lines[2] = edit(lines[2]);
      return withText(lines.join('\n'));
    };
    expect(() =>
      readLivermore(both((r) => r.replace(',1861-07-21,1861-07-21,', ',1861-02-30,1861-07-21,'))),
    ).toThrow(/:2: start: a date of the calendar as YYYY-MM-DD; got "1861-02-30"/);
    expect(() =>
      readLivermore(both((r) => r.replace(',1861-07-21,1861-07-21,', ',1861-07-21,1861-07-01,'))),
    ).toThrow(/:2: end: a date on or after the start \(1861-07-21\); got 1861-07-01/);
    // a one-day battle read as two would leave the one-day distributions
    expect(() =>
      readLivermore(both((r) => r.replace(',1861-07-21,1861-07-21,1,', ',1861-07-21,1861-07-21,2,'))),
    ).toThrow(/:2: days: the days from start to end inclusive \(1861-07-21 to 1861-07-21: 1\); got 2/);
  });

  it("refuses a battle whose two rows disagree on the battle's own columns (its name, dates, days, assault)", () => {
    expect(() =>
      readLivermore(edited(3, (row) => row.replace('1861-07-21,1861-07-21,1,', '1861-07-21,1861-07-22,2,'))),
    ).toThrow(
      /:3: end: the same as the attacker's row of battle 1 \(line 2: "1861-07-21"\); got "1861-07-22"/,
    );
    expect(() =>
      readLivermore(edited(3, (row) => row.replace('"Bull Run, July 21, 1861"', 'Manassas'))),
    ).toThrow(
      /:3: battle: the same as the attacker's row of battle 1 \(line 2: "Bull Run, July 21, 1861"\); got "Manassas"/,
    );
    expect(() =>
      readLivermore(edited(3, (row) => row.replace(',defender,yes,,', ',defender,yes,yes,'))),
    ).toThrow(
      /:3: assault_fortified: the same as the attacker's row of battle 1 \(line 2: \(empty\)\); got yes/,
    );
  });
});
