import { describe, expect, it } from 'vitest';
import { taskChunks } from '../../src/workers/task-chunks.ts';

describe('taskChunks', () => {
  it('groups chunks into tasks of at most 500,000 trials, at least one chunk', () => {
    expect([taskChunks(100_000), taskChunks(30_000), taskChunks(500_000), taskChunks(2_000_000)]).toEqual([5, 16, 1, 1]);
  });

  it('gives one chunk a task when the run stops at a precision target', () => {
    expect(taskChunks(100_000, true)).toBe(1);
  });
});
