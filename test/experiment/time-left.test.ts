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
});
