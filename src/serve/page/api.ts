/** The token the server printed, from the address's #token=…, kept for this tab. */
function token(): string {
  const m = /(?:^#|&)token=([\w-]+)/.exec(location.hash);
  if (m) {
    sessionStorage.setItem('warbench-token', m[1]);
    history.replaceState(null, '', location.pathname);
  }
  return sessionStorage.getItem('warbench-token') ?? '';
}

const TOKEN = token();

/** A refusal from the server: its one-line message, and the cells it concerns. */
export class Refused extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly cells: Array<{ file: string; field: string; message: string }> = [],
    readonly confirm = false,
  ) {
    super(message);
  }
}

export async function get<T>(path: string): Promise<T> {
  const r = await fetch(path);
  const body = await r.json();
  if (!r.ok) throw new Refused(body.error ?? `${r.status}`, r.status);
  return body as T;
}

export async function post<T>(path: string, body: unknown, signal?: AbortSignal): Promise<T> {
  const r = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-warbench-token': TOKEN },
    body: JSON.stringify(body),
    signal,
  });
  const out = await r.json();
  if (!r.ok) throw new Refused(out.error ?? `${r.status}`, r.status, out.cells, out.confirm === true);
  return out as T;
}

export const hasToken = () => TOKEN !== '';
