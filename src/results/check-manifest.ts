import { Document, LineCounter } from 'yaml';
import { Problems } from '../engine/input/problems.ts';
import { type YamlNode } from '../engine/input/yaml-node.ts';
import { parseYamlFile } from '../engine/input/parse-yaml.ts';
import { YamlFile } from '../engine/input/yaml-file.ts';
import { readCharts } from './read-charts.ts';
import { manifestJson, type Manifest } from './manifest.ts';
import { manifestDigest } from './manifest-digest.ts';
import { RESULT_FILES } from './result-folder.ts';

const SHA256 = /^[0-9a-f]{64}$/;

function layout(n: YamlNode): void {
  for (const d of n.get('distributions').items()) {
    d.get('name').string();
    d.get('title').string();
    const outcomes = d.get('outcomes').items();
    if (outcomes.length === 0) d.get('outcomes').fail('expected a list of outcomes');
    for (const o of outcomes) o.string();
    d.get('definition').optString('');
  }
  for (const m of n.get('means').items()) {
    for (const f of ['name', 'title', 'unit']) m.get(f).string();
    m.get('definition').optString('');
  }
}

function stringMap(n: YamlNode): void {
  for (const [, v] of n.entries()) v.string();
}

/**
 * Read manifest.json, checking every field docs/results-format.md lists:
 * a missing or mistyped field is named with its line, never met later as
 * a crash. A manifest as warbench writes it is first checked as read by
 * JSON.parse (ten times faster than the YAML parser); any other text, or one
 * with a problem, is read as YAML (JSON is YAML) for the lines in the message.
 */
export function checkManifest(text: string, file: string): Manifest {
  const plain = asWritten(text);
  if (plain !== undefined) {
    try {
      return checkFields(new YamlFile(file, new Document(plain), new LineCounter()).root(new Problems()));
    } catch {
      // reported below, with its line
    }
  }
  return checkFields(parseYamlFile(text, file).root(new Problems()));
}

/**
 * The value of a manifest text exactly as warbench writes it (manifestJson
 * of its own value: so no key twice in an object, which the YAML reading
 * rejects); undefined for any other text.
 */
function asWritten(text: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  return manifestJson(value as Manifest) === text ? value : undefined;
}

function checkFields(root: YamlNode): Manifest {
  const problems = root.problems;
  if (!root.isMap()) {
    root.fail('expected a manifest written by warbench run (a JSON object)');
    problems.throwIfAny();
  }
  root.get('warbench').string();
  const exp = root.get('experiment');
  for (const f of ['name', 'title', 'description', 'file', 'sim']) exp.get(f).string();
  const rs = root.get('ruleset');
  for (const f of ['id', 'title', 'hash']) rs.get(f).string();
  rs.get('cells').int(0);
  for (const [, v] of rs.get('provenance').entries()) v.int(0);
  for (const p of root.get('patches').items()) for (const f of ['file', 'title']) p.get(f).string();
  stringMap(root.get('switches'));
  root.get('switchDecls').items();
  root.get('seed').int(0, Number.MAX_SAFE_INTEGER);
  root.get('trials').int(1, Number.MAX_SAFE_INTEGER);
  root.get('chunkSize').int(1, Number.MAX_SAFE_INTEGER);
  if (root.get('precision').exists) root.get('precision').number();
  if (root.get('method').exists) root.get('method').oneOf(['auto', 'exact', 'mc']);
  root.get('workers').int(1);
  const shard = root.get('shard');
  if (shard.exists) {
    const count = shard.get('count').int(1);
    shard.get('index').int(1, count);
  }
  const sweep = root.get('sweep');
  for (const p of sweep.get('params').items()) {
    p.get('name').string();
    p.get('kind').oneOf(['situation', 'switch', 'patch', 'ruleset']);
  }
  for (const p of sweep.get('points').items()) {
    p.get('index').int(0);
    p.get('label').string('');
    if (!p.get('values').isMap() && p.get('values').exists)
      p.get('values').fail('expected a mapping of parameter values');
    p.get('trials').int(0);
    if (p.get('precisionReached').exists) p.get('precisionReached').bool();
    if (p.get('layout').exists) layout(p.get('layout'));
    if (p.get('reading').exists) stringMap(p.get('reading'));
    if (p.get('method').exists) p.get('method').oneOf(['exact', 'mc']);
  }
  readCharts(root.get('charts'));
  layout(root.get('layout'));
  stringMap(root.get('versions'));
  root.get('versions').get('stream').string();
  const t = root.get('timings');
  t.get('startedAt').string();
  t.get('seconds').number();
  t.get('trialsPerSecond').number();
  root.get('partial').bool();
  const files = root.get('files');
  if (!files.exists)
    files.fail(
      'required; expected the size and SHA-256 of each result file (a folder written by an older warbench: run the experiment again)',
    );
  else {
    for (const name of RESULT_FILES) {
      const f = files.get(name);
      f.get('bytes').int(0);
      if (!SHA256.test(String(f.get('sha256').string()))) f.get('sha256').fail('expected a SHA-256 in hex');
    }
  }
  problems.throwIfAny();
  const manifest = root.value() as Manifest;
  const digest = root.get('digest');
  if (!digest.exists)
    digest.failAt(
      'required; expected the SHA-256 of the manifest (a folder written by an older warbench: run the experiment again)',
    );
  else if (digest.string() !== manifestDigest(manifest)) {
    digest.failAt(
      'the SHA-256 of this manifest as warbench wrote it, but a field was changed since; a result folder is read only as it was written: run the experiment again',
    );
  }
  problems.throwIfAny();
  return manifest;
}
