import { describe, expect, it } from 'vitest';
import { CAUSE, DIRTY, LOSS_CAUSES, RULE, RULES } from '../../../src/engagement/state/field-state.ts';

describe("the field state's const enums", () => {
  it('give each rule its slot in RULES, the order the run summary names them', () => {
    const slots = [
      RULE['§2.3 rally'],
      RULE['§2.3 leader replaced'],
      RULE['§3.2 maneuver roll'],
      RULE['§3.2 assault allowed and taken'],
      RULE['§3.1 charge movement to contact'],
      RULE['§4.1 skirmish hit'],
      RULE['§4.2 artillery fire'],
      RULE['§4.6 panic hits from fire'],
      RULE['§4.7 leader hors de combat'],
      RULE['§4.7 position carried after fire'],
      RULE['§5 assault fought'],
      RULE['§1.7 follow-up assault within 2"'],
      RULE['§5.5 lose/lose pass-through hits'],
      RULE['§5.5 supporting brigade hit and moved'],
      RULE['§5.5 breakthrough into the second line'],
      RULE['§5.6 charge or retreat disorder'],
      RULE['§6 divisional panic test failed'],
      RULE['§4.2 battery fire masked by friends'],
    ];
    expect(slots).toEqual(RULES.map((_, i) => i));
  });

  it('give each loss cause its slot in LOSS_CAUSES', () => {
    const slots = [
      CAUSE.artillery,
      CAUSE.skirmish,
      CAUSE.assault,
      CAUSE['pass-through'],
      CAUSE['panic desertion'],
      CAUSE.prisoners,
    ];
    expect(slots).toEqual(LOSS_CAUSES.map((_, i) => i));
  });

  it('keep the dirty bits apart, the per-turn ones all but broken', () => {
    const bits = [DIRTY.panicEvent, DIRTY.disorder, DIRTY.assaultHits, DIRTY.broken];
    expect(bits).toEqual([1, 2, 4, 8]);
    expect(DIRTY.turn).toBe(7);
    expect(DIRTY.all).toBe(15);
  });
});
