import { describe, expect, it } from 'vitest';
import { LEADER_CLASS_INDEX, MASK_DIVISIONS } from '../../../src/engagement/compile/field-index.ts';
import { CLASS, MASK } from '../../../src/engagement/turn/leaders-near.ts';

describe("leadersNear's leader classes as literals", () => {
  it("are the field index's leader class numbers", () => {
    expect([CLASS.ENERGETIC, CLASS.CAUTIOUS]).toEqual([
      LEADER_CLASS_INDEX.energetic,
      LEADER_CLASS_INDEX.cautious,
    ]);
  });
  it("and the field index's most divisions a leaderMask holds", () => {
    expect(MASK.DIVISIONS).toBe(MASK_DIVISIONS);
  });
});
