import { describe, expect, it } from 'vitest';
import { ARMS } from '../../../src/engine/republic/rules/arms.ts';
import { NO_ASSAULT } from '../../../src/engagement/turn/gather.ts';

describe('assaultForbidden', () => {
  it("reads a morale state's row of noAssault over every arm", () => {
    expect(NO_ASSAULT.ARMS).toBe(ARMS.length);
  });
});
