import { timingSafeEqual } from 'node:crypto';

/** The header a write request carries the token in (the page reads it from the address printed at start). */
export const TOKEN_HEADER = 'x-warbench-token';

/** Methods that change something, or run work: each needs the token. */
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface GuardedRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
}

function one(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}

function sameToken(given: string, token: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A path that climbs out (`..` as a segment, raw or percent-encoded, or a backslash): nothing the server serves. */
export function climbsOut(url: string): boolean {
  const path = url.split('?')[0];
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return true;
  }
  return decoded.includes('\\') || decoded.split('/').some((s) => s === '..' || s === '.');
}

/**
 * Why a request is refused, or undefined to let it through. A local server
 * answers only its own page: a Host it is not called by (a DNS-rebinding
 * name), an Origin other than its own (another site's script), a write
 * without the token printed at start, and a path climbing out are refused.
 */
export function refusal(
  req: GuardedRequest,
  hosts: readonly string[],
  token: string,
): { status: number; error: string } | undefined {
  const host = one(req.headers.host);
  if (!host || !hosts.includes(host.toLowerCase()))
    return {
      status: 403,
      error: `request: Host: expected ${hosts.join(' or ')} (this workbench's own address), got ${JSON.stringify(host ?? '')}`,
    };
  const origin = one(req.headers.origin);
  if (origin !== undefined && !hosts.some((h) => origin.toLowerCase() === `http://${h}`))
    return {
      status: 403,
      error: `request: Origin: expected http://${hosts[0]} (this workbench's own page), got ${JSON.stringify(origin)}`,
    };
  if (climbsOut(req.url))
    return {
      status: 400,
      error: `request: path: expected one of the workbench's own paths, got ${JSON.stringify(req.url.split('?')[0])} (it climbs out)`,
    };
  if (WRITES.has(req.method)) {
    const given = one(req.headers[TOKEN_HEADER]);
    if (!given || !sameToken(given, token))
      return {
        status: 403,
        error: `request: ${TOKEN_HEADER}: expected the token warbench serve printed at start${given ? ', got another' : ', got none'}`,
      };
  }
  return undefined;
}
