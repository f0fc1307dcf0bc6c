import type { AssaultColumn } from '../rules/assault-table.ts';
import type { Arm, AssaultSituation } from './situation.ts';

const isFoot = (a: Arm) => a === 'infantry' || a === 'dismountedCavalry';
const isMountedCavalry = (a: Arm) => a === 'cavalry';

/** Why a column was chosen, for reports. */
export interface ColumnChoice {
  column: AssaultColumn;
  reasons: string[];
}

/**
 * Choose the assault table column (§5.3), let competing advantages cancel
 * (§5.3 "averaged-out"), then apply the open-order override (§5.2).
 */
export function chooseColumn(s: AssaultSituation): ColumnChoice {
  const a = s.attacker.arm;
  const d = s.defender.arm;
  const attackerAdv: string[] = [];
  const defenderAdv: string[] = [];
  // §5.3 Attacker Advantage 1-4
  if (isMountedCavalry(a) && isFoot(d) && s.direction !== 'front')
    attackerAdv.push('cavalry against the flank or rear of foot troops (§5.3 AA 1)');
  if (isMountedCavalry(a) && d === 'mountedInfantry')
    attackerAdv.push('cavalry against mounted infantry (§5.3 AA 2)');
  if (isMountedCavalry(a) && d === 'artillery') attackerAdv.push('cavalry against artillery (§5.3 AA 3)');
  if (a === 'infantry' && d === 'dismountedCavalry')
    attackerAdv.push('infantry against dismounted cavalry (§5.3 AA 4)');
  // §5.3 Defender Advantage 1-3
  if (s.attacker.cover === 'none' && s.defender.cover !== 'none')
    defenderAdv.push('troops in the open against troops in cover (§5.3 DA 1)');
  if (isMountedCavalry(a) && isFoot(d) && s.direction === 'front')
    defenderAdv.push('cavalry against the front of infantry (§5.3 DA 2)');
  if (a === 'mountedInfantry' && (d === 'infantry' || d === 'dismountedCavalry' || d === 'cavalry'))
    defenderAdv.push('mounted infantry assaulting infantry or cavalry (§5.3 DA 3)');

  let column: AssaultColumn = 'PB';
  const reasons: string[] = [];
  if (attackerAdv.length && defenderAdv.length) {
    reasons.push(`advantages cancel (§5.3): ${[...attackerAdv, ...defenderAdv].join('; ')}`);
  } else if (attackerAdv.length) {
    column = 'AA';
    reasons.push(...attackerAdv);
  } else if (defenderAdv.length) {
    column = 'DA';
    reasons.push(...defenderAdv);
  } else reasons.push('same against same or other (§5.3 PB)');

  // §5.2 Open order vs close order: infantry and cavalry opponents only
  const combatArm = (x: Arm) => x !== 'artillery';
  if (combatArm(a) && combatArm(d) && s.attacker.order !== s.defender.order) {
    column = s.defender.order === 'open' ? 'AA' : 'DA';
    reasons.push(`open order is disadvantaged against close order (§5.2): ${column}`);
  }
  return { column, reasons };
}
