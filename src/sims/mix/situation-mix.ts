import { Problems } from '../../engine/input/problems.ts';
import { type YamlNode } from '../../engine/input/yaml-node.ts';
import { loadYamlFile } from '../../engine/input/parse-yaml.ts';
import { isFile, readFilePath } from '../../engine/input/read-file-path.ts';
import { shownPath } from '../../engine/input/project-root.ts';
import { MAX_MIX_PARTS } from './mix-limits.ts';

/** One situation of a mix, with its share of the game as played. */
export interface MixPart {
  /** the situation as a node (problems point at its file and line) */
  node: YamlNode;
  weight: number;
  /** its share of the mix: the weights normalised (mixShares), summing to 1 */
  share: number;
  /** how the part prints: its file, or `name[i]` for an inline one */
  label: string;
  /** its situationFile could not be read (the problem is reported at that field) */
  unread?: boolean;
}

/**
 * A situation, or a weighted mix of situations ("a typical battle"): in a
 * mapping, `situation:` inline, `situationFile:`, or `mix:` — a list of
 * `{weight, situation | situationFile}`. Weights are relative shares.
 */
export function readSituationMix(node: YamlNode, root: string, name: string): MixPart[] {
  const given = ['situation', 'situationFile', 'mix'].filter((k) => node.has(k));
  if (given.length !== 1) {
    node.failAt(
      `expected one of situation, situationFile or mix (a list of {weight, situation | situationFile}), got ${given.length ? given.join(' and ') : 'none'}`,
    );
    return [];
  }
  if (node.has('mix')) {
    const items = node.get('mix').items();
    if (items.length === 0)
      node.get('mix').failAt('expected at least one {weight, situation | situationFile}, got an empty list');
    if (items.length > MAX_MIX_PARTS) {
      node
        .get('mix')
        .failAt(
          `expected at most ${MAX_MIX_PARTS} situations in a mix (each is compiled for every point that reads it), got ${items.length}`,
        );
      return [];
    }
    const parts = items.map((item, i) => {
      item.allowKeys(['weight', 'situation', 'situationFile']);
      const weight = item.get('weight').number(1);
      if (!(weight > 0)) item.get('weight').fail('expected a positive weight (a share of the mix)');
      return { ...one(item, root, `${name}.mix[${i}]`, true), weight, share: 0 };
    });
    // shares are divided by their sum: a sum past the largest number would make every share 0
    if (!Number.isFinite(parts.reduce((s, p) => s + p.weight, 0))) {
      node
        .get('mix')
        .failAt(
          `expected weights whose sum is a finite number (they are relative shares: 1 and 3 mean a quarter and three quarters), got ${items.map((item) => item.get('weight').written()).join(' + ')}`,
        );
    }
    const shares = mixShares(parts.map((p) => p.weight));
    parts.forEach((p, i) => (p.share = shares[i]));
    return parts;
  }
  return [{ ...one(node, root, name), weight: 1, share: 1 }];
}

/**
 * Weights as shares summing to 1, the one place they are normalised. The
 * weights are first scaled by a power of two (exact) to put the largest
 * near 1, so weights at the edge of the numbers (5e-324) keep their ratios
 * instead of rounding to 0 or 1 apiece, and ordinary weights give the very
 * shares weight / sum would.
 */
export function mixShares(weights: readonly number[]): number[] {
  const k = -Math.floor(Math.log2(Math.max(...weights)));
  // 2^k in two steps: 2^1074 (for 5e-324) is past the largest double
  const half = Math.trunc(k / 2);
  const scaled = weights.map((w) => w * 2 ** half * 2 ** (k - half));
  const total = scaled.reduce((s, w) => s + w, 0);
  return scaled.map((w) => w / total);
}
/** One situation: inline, or from its file; `part` when it is a part of a mix (a part is one situation, never a mix). */
function one(node: YamlNode, root: string, label: string, part = false): Omit<MixPart, 'weight' | 'share'> {
  if (node.has('situationFile')) {
    const file = readFilePath(node.get('situationFile'), root);
    // a missing file is reported with the brief's line (readFilePath); read on with an empty situation
    if (!isFile(file)) return { node: node.get('situationFile'), label: shownPath(file), unread: true };
    const read = loadYamlFile(shownPath(file)).root(new Problems());
    // a part is one situation: a mix in a mix is said once, here, not as its fields unknown to the sim
    if (part && read.isMap() && read.has('mix')) {
      node
        .get('situationFile')
        .failAt(`expected one situation, got a weighted mix (${file}): list its parts in this mix instead`);
      return { node: node.get('situationFile'), label: shownPath(file), unread: true };
    }
    return { node: read, label: shownPath(file) };
  }
  const s = node.get('situation');
  if (!s.exists) node.failAt('expected situation: (a mapping) or situationFile: (a file)');
  else if (!s.isMap()) s.fail('expected a mapping (the situation)');
  return { node: s, label };
}
