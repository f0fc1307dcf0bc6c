/** §1.1: men per infantry and cavalry base (a dismounted cavalry base is a cavalry base on foot, §1.3); guns per battery. */
export const MEN_PER_BASE = { infantry: 275, cavalry: 150 } as const;
export const GUNS_PER_BATTERY = 10;
