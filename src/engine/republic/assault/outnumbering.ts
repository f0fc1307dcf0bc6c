import type { AssaultRules } from '../rules/assault-table.ts';

/**
 * §5.4 Outnumbering Ratio: the side with fewer bases subtracts the modifier
 * of the highest ratio step reached. `defenderMaxRatio` caps the ratio the
 * defender suffers (a square against solo cavalry); the attacker's own
 * penalty is never capped. Writes [attacker, defender] modifiers and returns
 * whether the step used is provisional.
 */
export function outnumberingModifiers(
  rules: AssaultRules,
  attackerBases: number,
  defenderBases: number,
  opts: { defenderInflicts: boolean; defenderMaxRatio: number },
  out: Int32Array,
): boolean {
  out[0] = 0;
  out[1] = 0;
  if (attackerBases <= 0 || defenderBases <= 0 || attackerBases === defenderBases) return false;
  const attackerFewer = attackerBases < defenderBases;
  // Defenders struck in flank or rear inflict no outnumbering modifier (§5.4).
  if (attackerFewer && !opts.defenderInflicts) return false;
  const ratio = attackerFewer
    ? defenderBases / attackerBases
    : Math.min(opts.defenderMaxRatio, attackerBases / defenderBases);
  let step = -1;
  for (let i = 0; i < rules.outnumbered.length; i++)
    if (ratio >= rules.outnumbered[i].ratio.value - 1e-9) step = i;
  if (step < 0) return false;
  const s = rules.outnumbered[step];
  out[attackerFewer ? 0 : 1] = s.modifier.value;
  return s.modifier.cell.source === 'provisional' || s.ratio.cell.source === 'provisional';
}
