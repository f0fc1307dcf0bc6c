import { mkdtempSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SafePaths } from '../../src/serve/safe-paths.ts';
import { TOKEN_HEADER } from '../../src/serve/request-guard.ts';
import { startServer, type RunningServer } from '../../src/serve/start-server.ts';
import { Workbench } from '../../src/serve/workbench.ts';

/** A workbench on a free port whose own folder is a fresh empty one. */
export async function testServer(
  edits: Workbench['startEdits'] = [],
): Promise<{ server: RunningServer; wb: Workbench; folder: string }> {
  const folder = mkdtempSync(join(tmpdir(), 'warbench-serve-test-'));
  const wb = new Workbench('republic-1.0-beta', edits, new SafePaths(folder));
  return { server: await startServer(wb, 0), wb, folder };
}

/** Every file under a folder, for "nothing was written". */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true }).map(String).sort();
}

/** A JSON POST with the token (or headers of the caller's choosing). */
export async function post(
  s: RunningServer,
  path: string,
  body: unknown,
  headers: Record<string, string> = { [TOKEN_HEADER]: s.token },
): Promise<{ status: number; json: any }> {
  const r = await fetch(`${s.url}${path.replace(/^\//, '')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: r.status, json: await r.json() };
}

/** A test server for the describe block it is called in: started before its tests, closed after. */
export function serverForTests(): { server: RunningServer; wb: Workbench; folder: string } {
  const s = {} as { server: RunningServer; wb: Workbench; folder: string };
  beforeAll(async () => {
    Object.assign(s, await testServer());
  });
  afterAll(async () => {
    await s.server.close();
    s.wb.close();
  });
  return s;
}
