import { describe, expect, it } from 'vitest';
import { timeLeft } from '../../src/experiment/time-left.ts';

describe('timeLeft', () => {
  it('says it is estimating until a trial has finished', () => {
    expect(timeLeft(1000, 0, 0)).toBe('estimating time left');
    expect(timeLeft(1000, 0, 3.5)).toBe('estimating time left');
  });

  it('extrapolates the rate so far, in seconds, minutes or hours', () => {
    expect(timeLeft(1000, 250, 2)).toBe('about 6 s left');
    expect(timeLeft(1000, 100, 20)).toBe('about 3 min 0 s left');
    expect(timeLeft(1e9, 1e6, 5)).toBe('about 1 h 23 min left');
    expect(timeLeft(1000, 1000, 9)).toBe('about 0 s left');
  });

  it('measures the rate from the first finished chunk on, so the start-up does not count', () => {
    // 100 trials done after 10 s of start-up, then 200 more in 2 s: 100 a second, 700 left
    expect(timeLeft(1000, 300, 12, { done: 100, seconds: 10 })).toBe('about 7 s left');
    expect(timeLeft(1000, 100, 10, { done: 100, seconds: 10 })).toBe('estimating time left');
  });
});
