import { describe, expect, it } from 'vitest';
import { LEADER_CLASS_INDEX } from '../../../src/engagement/compile/field-index.ts';
import { CLASS } from '../../../src/engagement/turn/leaders-near.ts';

describe("leadersNear's leader classes as literals", () => {
  it("are the field index's leader class numbers", () => {
    expect([CLASS.ENERGETIC, CLASS.CAUTIOUS]).toEqual([
      LEADER_CLASS_INDEX.energetic,
      LEADER_CLASS_INDEX.cautious,
    ]);
  });
});
