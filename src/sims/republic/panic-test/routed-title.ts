/**
 * The title of a panic sim's units_routed_1M mean (panic-test, panic-cascade): §6.1 "if a division routs, all member
 * units will suffer one morale hit" (Demoralized ones excepted), a battery among them only under switch
 * divisionalPanicBatteries moveOnly.
 */
export function routedUnitsTitle(switches: Readonly<Record<string, string>>): string {
  return switches.divisionalPanicBatteries === 'moveOnly'
    ? 'Units taking 1M for routing (brigades and batteries left, not already Demoralized)'
    : 'Brigades taking 1M for routing (those left, not already Demoralized; a routing battery is abandoned instead, switch divisionalPanicBatteries)';
}
