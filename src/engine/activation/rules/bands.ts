import type { YamlNode } from '../../input/yaml-node.ts';
import { tableSource, type ProvenanceLedger } from '../../ruleset/provenance.ts';
import { readValued, type Valued } from '../../ruleset/read-cell.ts';
import { typedSwitches } from '../../ruleset/typed-switches.ts';

export const BANDS = [
  'defenderOverDouble',
  'defenderAtLeast',
  'attackerOver',
  'attackerOverDouble',
  'attackerOverTriple',
] as const;
export const BAND_LABELS = [
  'defender > 2x',
  'defender >= attacker',
  'attacker > defender',
  'attacker > 2x',
  'attacker > 3x',
] as const;

/** One outcome band as the draft writes it: `1 DIS attacker if even`, `2 DIS, critical`, `miss`. */
export interface Band {
  disorder: number;
  onAttacker: boolean;
  /** only if the side that won the band rolled an even natural die */
  ifEven: boolean;
  critical: boolean;
  recoil: boolean;
}

const BAND_TEXT = /^(?:(\d) DIS( attacker)?( if even)?(, critical)?(, recoil)?|miss)$/;

export function parseBand(text: string): Band | string {
  const m = BAND_TEXT.exec(text.trim());
  if (!m) return 'a band like `1 DIS if even`, `2 DIS, critical`, `1 DIS attacker, recoil` or `miss`';
  return {
    disorder: m[1] ? Number(m[1]) : 0,
    onAttacker: !!m[2],
    ifEven: !!m[3],
    critical: !!m[4],
    recoil: !!m[5],
  };
}

export interface BandRules {
  melee: Array<Valued<Band>>;
  fire: Array<Valued<Band>>;
}

export function readBands(node: YamlNode, ledger: ProvenanceLedger): BandRules {
  node.allowKeys(['ref', 'source', ...BANDS]);
  const src = tableSource(node);
  const none: Band = { disorder: 0, onAttacker: false, ifEven: false, critical: false, recoil: false };
  const out: BandRules = { melee: [], fire: [] };
  for (const b of BANDS) {
    const row = node.get(b);
    row.allowKeys(['melee', 'fire']);
    out.melee.push(readValued(row.get('melee'), src, ledger, parseBand, none));
    out.fire.push(readValued(row.get('fire'), src, ledger, parseBand, none));
  }
  return out;
}

/**
 * How the bands are read where the draft leaves a gap (switches): totals of
 * 0 or below, a total exactly double or triple the other ("> double" and
 * "but not double" both leave it out), and whose roll must be even.
 */
export interface BandReading {
  /** totals below this count as it (-Infinity: read literally) */
  minTotal: number;
  /** an exact double or triple falls in the band above (else the band below) */
  exactUp: boolean;
  /** "rolled even" is the band winner's total (else its natural die) */
  evenTotal: boolean;
  /** a target in column or square takes its -2 Shooting too, as it rolls and adds its Shooting value (switch formationShooting `bothRoles`) */
  targetFormationShooting: boolean;
}

/** The switches' reading (activation ruleset: lowTotals, exactMultiple, evenRoll; and formationShooting, for compileOpposed). */
export function bandReading(given: Readonly<Record<string, string>> = {}): BandReading {
  const switches = typedSwitches('activation', given);
  return {
    minTotal: switches.lowTotals === 'asOne' ? 1 : -Infinity,
    exactUp: switches.exactMultiple === 'bandAbove',
    evenTotal: switches.evenRoll === 'total',
    targetFormationShooting: switches.formationShooting !== 'firerOnly',
  };
}

/**
 * The band of two totals, checked in the draft's order: defender more than
 * double the attacker, defender at least the attacker, then the attacker
 * over triple, over double, over. With `exactUp` an exact double or triple
 * counts as the multiple; otherwise it falls in the band below.
 */
export function bandOf(att: number, def: number, exactUp = false): number {
  if (exactUp ? def >= 2 * att : def > 2 * att) return 0;
  if (def >= att) return 1;
  if (exactUp ? att >= 3 * def : att > 3 * def) return 4;
  if (exactUp ? att >= 2 * def : att > 2 * def) return 3;
  return 2;
}
