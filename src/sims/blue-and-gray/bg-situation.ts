import { RANGES, WORKS, type BgAttacker, type BgDefender } from '../../engine/blue-and-gray/odds.ts';
import { MORALE } from '../../engine/blue-and-gray/rules/bg-rules.ts';
import type { YamlNode } from '../../engine/input/yaml-node.ts';

const ARMS = ['infantry', 'cavalry', 'artillery'] as const;

/** What an attacker and a defender both give: strength points (one unit unless several combine), morale and arm; `keys` are the side's own. */
function readBgForce(n: YamlNode, keys: readonly string[]) {
  n.allowKeys(['strength', 'morale', 'arm', ...keys, 'unitStrength']);
  const strength = n.get('strength').int(1, 99);
  return {
    strength,
    unitStrength: n.get('unitStrength').optInt(strength, 1, strength),
    morale: n.get('morale').optOneOf(MORALE, 'normal'),
    arm: n.get('arm').optOneOf(ARMS, 'infantry'),
  };
}

export function readBgAttacker(n: YamlNode): BgAttacker {
  const force = readBgForce(n, ['range', 'halvedByTerrain', 'halvedAcross', 'notAcross']);
  return {
    ...force,
    range: n.get('range').optOneOf(RANGES, 'adjacent'),
    halvedByTerrain: n.get('halvedByTerrain').optBool(false),
    halvedAcross: n.get('halvedAcross').optBool(false),
    notAcross: n.get('notAcross').optInt(0, 0, force.strength - 1),
  };
}

export function readBgDefender(n: YamlNode): BgDefender {
  return {
    ...readBgForce(n, ['works', 'withFriends', 'terrainShift', 'hexsideShift']),
    works: n.get('works').optOneOf(WORKS, 'none'),
    withFriends: n.get('withFriends').optBool(false),
    // the hex's own left shift (a forest/woods hex, say): the Terrain Effects Chart is not in the text, so the situation gives it
    terrainShift: n.get('terrainShift').optInt(0, -3, 0),
    hexsideShift: n.get('hexsideShift').optInt(0, -3, 0),
  };
}
