import { TOKEN_HEADER } from './request-guard.ts';
import type { RunningServer } from './start-server.ts';

async function fetchOk(url: string, init: RequestInit = {}): Promise<Response> {
  const r = await fetch(url, init);
  if (!r.ok)
    throw new Error(`${init.method ?? 'GET'} ${url} answered ${r.status}: ${(await r.text()).slice(0, 300)}`);
  return r;
}

/**
 * Ask the running server what a browser asks first: the page, its script,
 * and the assault's exact odds with the start edits. Returns what it served.
 */
export async function checkServer(s: RunningServer): Promise<string> {
  const page = await (await fetchOk(s.url)).text();
  const script = await (await fetchOk(`${s.url}page.js`)).text();
  const setup = (await (await fetchOk(`${s.url}api/setup`)).json()) as { startEdits: unknown[] };
  const started = performance.now();
  const odds = (await (
    await fetchOk(`${s.url}api/odds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [TOKEN_HEADER]: s.token },
      body: JSON.stringify({ sim: 'assault', edits: setup.startEdits }),
    })
  ).json()) as {
    odds: {
      title: string;
      distributions: Array<{ title: string; outcomes: Array<{ outcome: string; probability: number }> }>;
    };
  };
  const ms = performance.now() - started;
  const first = odds.odds.distributions[0];
  const remote = /https?:\/\/(?!127\.0\.0\.1|localhost)/.test(page);
  return [
    `warbench serve: started at ${s.url} and answered:`,
    `  the page (${page.length} bytes${remote ? ', which names a remote address' : ', nothing loaded from the network'}) and its script (${Math.round(script.length / 1024)} KB, vega included)`,
    `  ${odds.odds.title}, with ${setup.startEdits.length} cell${setup.startEdits.length === 1 ? '' : 's'} edited: ${first.title}: ${first.outcomes.map((o) => `${o.outcome} ${(o.probability * 100).toFixed(2)}%`).join(', ')} (${ms.toFixed(0)} ms)`,
    'then stopped.',
  ].join('\n');
}
