import { describe, expect, it } from 'vitest';
import { taskChunks } from '../../src/workers/task-chunks.ts';

describe('taskChunks', () => {
  it('groups chunks into tasks of at most 500,000 trials, at least one chunk', () => {
    expect([taskChunks(100_000), taskChunks(30_000), taskChunks(500_000), taskChunks(2_000_000)]).toEqual([5, 16, 1, 1]);
  });

  it('gives a short run at least four tasks a thread, so the threads finish close together', () => {
    // 3M trials in chunks of 100,000 on 2 threads: 10 tasks of 3 chunks, not 6 of 5
    expect(taskChunks(100_000, false, 30, 2)).toBe(3);
    expect(taskChunks(100_000, false, 30, 1)).toBe(5);
    expect(taskChunks(100_000, false, 5, 2)).toBe(1);
    expect(taskChunks(100_000, false, 1000, 2)).toBe(5);
  });

  it('gives one chunk a task when the run stops at a precision target', () => {
    expect(taskChunks(100_000, true)).toBe(1);
  });
});
