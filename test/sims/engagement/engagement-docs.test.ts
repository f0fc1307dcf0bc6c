import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../helpers/cli.ts';
import { tempFiles } from '../../experiment/temp-files.ts';
import { compileText } from '../republic/compile-situation.ts';

const doc = readFileSync('docs/engagement-situation.md', 'utf8');
const [situation, example] = [...doc.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]);

describe('docs/engagement-situation.md', () => {
  it('its situation with every field reads as printed', () => {
    const c = compileText('engagement', situation);
    expect(c.layout.distributions.map((d) => d.name)).toContain('turn side breaks: Confederate');
  });

  it('its worked example runs as printed (fewer trials), with its three charts', async () => {
    expect(doc).toContain('npx warbench run my-engagement.yaml');
    const dir = tempFiles({ 'my-engagement.yaml': example });
    const r = await runCli(['run', 'my-engagement.yaml', '--trials', '200', '--no-progress'], dir);
    expect(r.code).toBe(0);
    expect(r.stdout.trim()).toBe('out/my-engagement/report.html');
    const outDir = join(dir, 'out/my-engagement');
    expect(existsSync(join(outDir, 'report.html'))).toBe(true);
    expect(readdirSync(join(outDir, 'charts')).filter((f) => f.endsWith('.vl.json'))).toEqual([
      '01-course-men-lost-by-turn.vl.json',
      '02-histogram-break-turn-confederate.vl.json',
      '03-compare-men-lost-confederate.vl.json',
    ]);
  }, 180_000);
});
