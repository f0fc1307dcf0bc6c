import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_HEADER } from '../../src/serve/request-guard.ts';
import type { RunningServer } from '../../src/serve/start-server.ts';
import type { Workbench } from '../../src/serve/workbench.ts';
import { filesUnder, post, testServer } from './serve-fixture.ts';

/** A raw request, so the path and the Host header go as written (fetch would normalise `../` and set Host itself). */
function raw(
  s: RunningServer,
  method: string,
  path: string,
  headers: Record<string, string>,
  body = '',
): Promise<{ status: number; json: any }> {
  const port = Number(new URL(s.url).port);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('warbench serve refuses what is not its own page', () => {
  let server: RunningServer;
  let wb: Workbench;
  let folder: string;
  const save = {
    kind: 'patch',
    path: 'saved.yaml',
    sim: 'assault',
    edits: [{ file: 'assault.yaml', field: 'table.rows[13][2]', value: '1P Drive away' }],
  };
  beforeAll(async () => {
    ({ server, wb, folder } = await testServer());
  });
  afterAll(async () => {
    await server.close();
    wb.close();
  });

  it('saves with the token from its own origin (so the refusals below are refusals)', async () => {
    const ok = await post(
      server,
      '/api/save',
      { ...save, path: 'control.yaml' },
      { [TOKEN_HEADER]: server.token, origin: server.url.replace(/\/$/, '') },
    );
    expect(ok.status).toBe(200);
    expect(filesUnder(folder)).toEqual(['.warbench-files.json', 'control.yaml']);
  });

  it('refuses a foreign Origin, a write without the token, a foreign Host and a path with ../, writing nothing', async () => {
    const before = filesUnder(folder);
    const host = new URL(server.url).host;
    const body = JSON.stringify(save);
    const foreign = await raw(
      server,
      'POST',
      '/api/save',
      { host, origin: 'http://evil.example', [TOKEN_HEADER]: server.token },
      body,
    );
    expect(foreign.status).toBe(403);
    expect(foreign.json.error).toBe(
      `request: Origin: expected http://${host} (this workbench's own page), got "http://evil.example"`,
    );
    const noToken = await raw(server, 'POST', '/api/save', { host }, body);
    expect(noToken.status).toBe(403);
    expect(noToken.json.error).toBe(
      `request: ${TOKEN_HEADER}: expected the token warbench serve printed at start, got none`,
    );
    const wrongToken = await raw(server, 'POST', '/api/save', { host, [TOKEN_HEADER]: 'x'.repeat(24) }, body);
    expect(wrongToken.status).toBe(403);
    const rebound = await raw(
      server,
      'POST',
      '/api/save',
      { host: `attacker.example:${new URL(server.url).port}`, [TOKEN_HEADER]: server.token },
      body,
    );
    expect(rebound.status).toBe(403);
    expect(rebound.json.error).toMatch(
      /^request: Host: expected 127\.0\.0\.1:\d+ or localhost:\d+ \(this workbench's own address\), got "attacker\.example:\d+"$/,
    );
    for (const path of [
      '/../api/save',
      '/api/../api/save',
      '/api/%2e%2e/save',
      '/page.js/..%2F..%2Fpackage.json',
    ]) {
      const climb = await raw(server, 'POST', path, { host, [TOKEN_HEADER]: server.token }, body);
      expect(climb.status, path).toBe(400);
      expect(climb.json.error, path).toMatch(
        /^request: path: expected one of the workbench's own paths, got .* \(it climbs out\)$/,
      );
    }
    expect(filesUnder(folder)).toEqual(before);
  });

  it("refuses a save path outside its folder, an oversized body and bad input, with the command line's one-line message", async () => {
    const before = filesUnder(folder);
    const out = await post(server, '/api/save', { ...save, path: '../escaped.yaml' });
    expect(out.status).toBe(400);
    expect(out.json.error).toBe(
      `(request): path: expected a path inside ${folder} (the folder warbench serve started in), got "../escaped.yaml"`,
    );
    const big = await post(server, '/api/odds', { sim: 'assault', set: ['x'.repeat(300_000)] });
    expect(big.status).toBe(413);
    expect(big.json.error).toBe('request: body: expected at most 262144 bytes');
    const badCell = await post(server, '/api/save', {
      ...save,
      edits: [{ file: 'assault.yaml', field: 'table.rows[13][2]', value: '1X Drive' }],
    });
    expect(badCell.status).toBe(400);
    expect(badCell.json.error).toBe(
      'workbench edits:6: rulesets/republic-1.0-beta/assault.yaml: table.rows[13][2]: expected hits like 2M 1B 3P, optionally "each", then one of Break off, Roll again, Stalled, Drive away, Carry, Breakthrough may, Breakthrough must, Overrun, got "1X Drive"',
    );
    expect(badCell.json.cells).toEqual([
      { file: 'assault.yaml', field: 'table.rows[13][2]', message: badCell.json.error },
    ]);
    expect(filesUnder(folder)).toEqual(before);
  });

  it('answers a value nested thousands deep, or a long one, where a string belongs with a 400 and a short message (not a 500 stack overflow)', async () => {
    const send = async (text: string) => {
      const r = await fetch(`${server.url}api/odds`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [TOKEN_HEADER]: server.token },
        body: text,
      });
      return { status: r.status, json: await r.json() };
    };
    const deep = await send(`{"sim": "assault", "set": ${'['.repeat(20_000)}${']'.repeat(20_000)}}`);
    expect(deep).toEqual({
      status: 400,
      json: { error: '(request): set[0]: expected a string, got a value nested too deep to show' },
    });
    const long = await send(`{"sim": [${Array(5000).fill(1).join(',')}]}`);
    expect(long.status).toBe(400);
    expect(long.json.error).toBe(`(request): sim: expected a string, got [${Array(100).fill(1).join(',')}…`);
  });
});
