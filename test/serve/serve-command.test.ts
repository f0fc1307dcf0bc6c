import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.ts';

describe('warbench serve', () => {
  it("starts, serves the page with its script and the odds with the patch's cells edited, and stops (--check)", async () => {
    const r = await runCli([
      'serve',
      '--port',
      '0',
      '--patch',
      'patches/pb-plus1-drive-away.yaml',
      '--check',
    ]);
    expect(r.code, r.stderr).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^warbench serve: started at http:\/\/127\.0\.0\.1:\d+\/ and answered:$/);
    expect(lines[1]).toMatch(
      /^ {2}the page \(\d+ bytes, nothing loaded from the network\) and its script \(\d+ KB, vega included\)$/,
    );
    // the patch's odds: 64.25% for the attacker, as `warbench odds assault --patch` prints them
    expect(lines[2]).toMatch(
      /^ {2}Republic assault, all rounds to a decision \(§5\), with 1 cell edited: Who holds the ground: the side not forced back \(§5\.5\): attacker 64\.25%, defender 35\.75%, .* \(\d+ ms\)$/,
    );
    expect(lines[3]).toBe('then stopped.');
  }, 120_000);

  it('refuses a bad port, a ruleset that is not Republic and a bad patch before starting (exit 2)', async () => {
    const port = await runCli(['serve', '--port', '70000', '--check']);
    expect(port.code).toBe(2);
    expect(port.stderr).toBe(
      'warbench: (command line): --port: a port number from 0 (any free port) to 65535, got "70000"\n',
    );
    const blake = await runCli(['serve', '--ruleset', 'blake', '--check']);
    expect(blake.code).toBe(2);
    expect(blake.stderr).toMatch(
      /^warbench: \(command line\): --ruleset: a Republic ruleset \(the workbench shows the Republic chart\), got blake\n$/,
    );
    const patch = await runCli(['serve', '--patch', 'no-such-patch.yaml', '--check']);
    expect(patch.code).toBe(2);
    expect(patch.stdout).toBe('');
  }, 60_000);
});
