import cliProgress from 'cli-progress';
import { timeLeft } from './time-left.ts';

export interface Progress {
  update(done: number): void;
  stop(): void;
}

const PLAIN_EVERY_MS = 5_000;

function short(x: number): string {
  return x >= 1e6
    ? `${(x / 1e6).toFixed(1)}M`
    : x >= 1e3
      ? `${(x / 1e3).toFixed(0)}k`
      : String(Math.round(x));
}

/**
 * Progress on stderr: a bar on a terminal (trials, rate, time left), plain
 * lines every few seconds otherwise, nothing when disabled.
 */
export function createProgress(total: number, enabled: boolean): Progress {
  if (!enabled) return { update() {}, stop() {} };
  const started = Date.now();
  const seconds = () => (Date.now() - started) / 1000;
  const rate = (done: number) => done / Math.max(1e-3, seconds());
  // the time left is measured from the first finished chunk on, past the start-up
  let first: { done: number; seconds: number } | undefined;
  const left = (done: number) => {
    if (!first && done > 0) first = { done, seconds: seconds() };
    return timeLeft(total, done, seconds(), first);
  };
  if (process.stderr.isTTY) {
    const bar = new cliProgress.SingleBar(
      {
        stream: process.stderr,
        format: 'trials {bar} {percentage}% | {done}/{all} | {rate}/s | {left}',
        hideCursor: true,
        etaBuffer: 50,
      },
      cliProgress.Presets.shades_classic,
    );
    // cli-progress's own estimate prints NULL or NaN until a rate is known
    bar.start(total, 0, { done: '0', all: short(total), rate: '0', left: timeLeft(total, 0, 0) });
    return {
      update: (done) =>
        bar.update(done, { done: short(done), all: short(total), rate: short(rate(done)), left: left(done) }),
      stop: () => bar.stop(),
    };
  }
  let last = started;
  let latest = 0;
  const line = (done: number) => {
    process.stderr.write(
      `warbench: ${short(done)}/${short(total)} trials (${Math.floor((100 * done) / total)}%), ${short(rate(done))}/s, ${left(done)}\n`,
    );
  };
  return {
    update(done) {
      latest = done;
      if (Date.now() - last >= PLAIN_EVERY_MS) {
        last = Date.now();
        line(done);
      }
    },
    stop: () => line(latest),
  };
}
