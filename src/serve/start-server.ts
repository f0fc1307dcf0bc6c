import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { InputError } from '../engine/input/input-error.ts';
import { refusal } from './request-guard.ts';
import { McRuns } from './mc-runs.ts';
import { registerRoutes } from './routes.ts';
import { NeedsConfirmation } from './save-load.ts';
import type { Workbench } from './workbench.ts';
import { EditsRefused } from './workbench.ts';

/** The largest request body accepted: a patch of every cell fits many times over. */
export const BODY_LIMIT = 256 * 1024;

export interface RunningServer {
  url: string;
  /** the address with the token, which the page reads */
  pageUrl: string;
  token: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

/** The one-line JSON answer to bad input: what the command line would print, and the cells it concerns. */
function errorBody(err: unknown): { status: number; body: Record<string, unknown> } | undefined {
  if (err instanceof NeedsConfirmation) return { status: 409, body: { error: err.message, confirm: true } };
  if (err instanceof EditsRefused) return { status: 400, body: { error: err.message, cells: err.cells } };
  if (err instanceof InputError) return { status: 400, body: { error: err.message } };
  const code = (err as { code?: string }).code;
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return { status: 413, body: { error: `request: body: expected at most ${BODY_LIMIT} bytes` } };
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
    return { status: 415, body: { error: 'request: Content-Type: expected application/json' } };
  if (
    code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
    code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    (err as { statusCode?: number }).statusCode === 400
  )
    return { status: 400, body: { error: `request: body: expected JSON (${(err as Error).message})` } };
  return undefined;
}

/** Start the workbench on 127.0.0.1 (`port` 0: any free port). */
export async function startServer(wb: Workbench, port: number): Promise<RunningServer> {
  const token = randomBytes(18).toString('base64url');
  const app = Fastify({ bodyLimit: BODY_LIMIT, logger: false });
  let hosts: string[] = [];
  app.addHook('onRequest', async (req, reply) => {
    const no = refusal({ method: req.method, url: req.raw.url ?? '/', headers: req.headers }, hosts, token);
    if (no) return reply.code(no.status).send({ error: no.error });
  });
  app.setErrorHandler((err, _req, reply) => {
    const bad = errorBody(err);
    if (bad) return reply.code(bad.status).send(bad.body);
    reply.code(500).send({ error: `warbench serve failed: ${(err as Error).message}` });
  });
  app.setNotFoundHandler((req, reply) =>
    reply.code(404).send({
      error: `request: path: expected one of the workbench's own paths, got ${JSON.stringify(req.url.split('?')[0])}`,
    }),
  );
  const mc = new McRuns(wb);
  registerRoutes(app, wb, mc);
  await app.listen({ host: '127.0.0.1', port });
  const actual = (app.server.address() as AddressInfo).port;
  hosts = [`127.0.0.1:${actual}`, `localhost:${actual}`];
  const url = `http://127.0.0.1:${actual}/`;
  return {
    url,
    pageUrl: `${url}#token=${token}`,
    token,
    app,
    close: async () => {
      await mc.close();
      await app.close();
    },
  };
}
