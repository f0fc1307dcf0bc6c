import { describe, expect, it } from 'vitest';
import {
  activationStartTrial,
  activationState,
  broken,
  comeBack,
  READY,
  RECOILED,
  REMOVED,
  ROUTED,
  suffer,
  unlock,
  ENGAGED,
  type ActivationDuelSetup,
} from '../../../../src/engine/activation/duel/activation-duel.ts';

/** Only what the steps below read: the critical events by index, rally by three actions in one activation, two units a side. */
const setup = {
  attUnits: 2,
  defUnits: 2,
  attActivation: {
    dice: 3,
    quality: 4,
    coloured: 0,
    turnoverFailures: 2,
    blunderOn: 1,
    garbledCounts: false,
    colouredFirst: true,
    whiteDice: 3,
    eachBlunder: false,
    hesitationClears: false,
  },
  defActivation: {
    dice: 3,
    quality: 4,
    coloured: 0,
    turnoverFailures: 2,
    blunderOn: 1,
    garbledCounts: false,
    colouredFirst: true,
    whiteDice: 3,
    eachBlunder: false,
    hesitationClears: false,
  },
  events: { panic: 0, volley: 1, rout: 2, petrified: 3, brokenLine: 4 },
  rallyActions: 3,
  rallyOverTurns: false,
} as unknown as ActivationDuelSetup;

function fresh() {
  const st = activationState(setup);
  activationStartTrial(st);
  return st;
}

describe('activation duel steps, each alone', () => {
  it('Damage: "crippled" at three coloured dice, removed on more; a Panic event adds a disorder', () => {
    const st = fresh();
    suffer(setup, st.D, 0, 2, -1);
    expect([st.D.dmg[0], st.D.st[0]]).toEqual([2, READY]);
    suffer(setup, st.D, 0, 1, setup.events.panic);
    expect([st.D.dmg[0], st.D.st[0]]).toEqual([4, REMOVED]);
  });
  it('Critical events: Rout routs the unit, Devastating Volley recoils it', () => {
    const st = fresh();
    suffer(setup, st.D, 0, 0, setup.events.rout);
    suffer(setup, st.D, 1, 0, setup.events.volley);
    expect([st.D.st[0], st.D.st[1]]).toEqual([ROUTED, RECOILED]);
    // "broken": more than half routed or removed; one of two is not
    expect(broken(st)).toBe(false);
  });
  it('"Routing can only be stopped by rolling three successful activations": two actions leave it routed, three rally it', () => {
    const st = fresh();
    st.A.st[0] = ROUTED;
    expect(comeBack(setup, st, st.A, 0, 2)).toBe(false);
    expect(comeBack(setup, st, st.A, 0, 3)).toBe(true);
    expect(st.A.st[0]).toBe(RECOILED);
  });
  it('a melee unlocks both units when either leaves it', () => {
    const st = fresh();
    st.A.st[0] = RECOILED;
    st.D.st[1] = ENGAGED;
    unlock(st.A, 0, st.D, 1);
    expect(st.D.st[1]).toBe(READY);
  });
});
