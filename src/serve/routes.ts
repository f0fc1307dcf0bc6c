import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PROJECT_ROOT } from '../engine/ruleset/paths.ts';
import { findSim } from '../sims/find-sim.ts';
import { SIMS } from '../sims/registry.ts';
import { chartAnswer } from './chart-answer.ts';
import { changesAnswer, oddsAnswer } from './odds-answer.ts';
import { pageBundle } from './page-bundle.ts';
import { pageHtml } from './page-html.ts';
import { asObject, asString } from './read-body.ts';
import { McRuns, mcExperiments } from './mc-runs.ts';
import { load, save } from './save-load.ts';
import { sensitivityAnswer } from './sensitivity-answer.ts';
import { situationFields } from './situation-fields.ts';
import { docFields, situationDoc } from './situation-docs.ts';
import type { Workbench } from './workbench.ts';

/** The mechanics the workbench answers exactly: Republic's, which read the chart it shows. */
export function workbenchMechanics(): Array<{ id: string; title: string; reach: boolean }> {
  return Object.values(SIMS)
    .filter((s) => s.exact && s.families.includes('republic'))
    .map((s) => ({ id: s.id, title: s.title, reach: s.reach !== undefined }))
    .sort((a, b) => (a.id === 'assault' ? -1 : b.id === 'assault' ? 1 : a.id.localeCompare(b.id)));
}

export function registerRoutes(app: FastifyInstance, wb: Workbench, mc: McRuns): void {
  const css = readFileSync(join(PROJECT_ROOT, 'src', 'serve', 'page', 'page.css'), 'utf8');
  app.get('/', async (_req, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(pageHtml()),
  );
  app.get('/page.js', async (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').send(await pageBundle()),
  );
  app.get('/favicon.ico', async (_req, reply) => reply.code(204).send());
  app.get('/page.css', async (_req, reply) => reply.type('text/css; charset=utf-8').send(css));
  app.get('/api/setup', async () => {
    const r = wb.shippedRuleset();
    return {
      shipped: wb.shipped,
      rulesetTitle: r.source.title,
      startEdits: wb.startEdits,
      mechanics: workbenchMechanics(),
      experiments: mcExperiments(),
      switches: r.source.switches.map((s) => ({
        name: s.name,
        ref: s.ref,
        question: s.question,
        options: s.options,
        default: s.default,
      })),
    };
  });
  app.post('/api/situation', async (req) => {
    const q = wb.question(req.body);
    const fields = situationFields(q.situation);
    const doc = situationDoc(findSim(q.sim));
    const docs = doc ? docFields(doc).filter((f) => !fields.some((x) => x.path === f.path)) : [];
    return { situation: q.situation, fields, doc: doc ? relative(PROJECT_ROOT, doc) : null, docFields: docs };
  });
  app.post('/api/odds', async (req) => oddsAnswer(wb, wb.question(req.body)));
  app.post('/api/changes', async (req) => changesAnswer(wb, wb.question(req.body)));
  app.post('/api/chart', async (req) => chartAnswer(wb, wb.question(req.body)));
  app.post('/api/mc/start', async (req) =>
    mc.start(wb.question(req.body, ['experiment', 'trials', 'seed']), req.body),
  );
  app.post('/api/mc/cancel', async (req) => mc.cancel(asString(asObject(req.body, 'body').id, 'id', 100)));
  app.get('/api/mc/:id', async (req) => mc.status((req.params as { id: string }).id));
  app.post('/api/save', async (req) =>
    save(wb, wb.question(req.body, ['kind', 'path', 'confirm']), req.body),
  );
  app.post('/api/load', async (req) => load(wb, wb.question(req.body, ['path']).ruleset, req.body));
  app.post('/api/sensitivity', async (req) =>
    sensitivityAnswer(
      wb,
      wb.question(req.body, ['metric']),
      asString(asObject(req.body, 'body').metric ?? 'winner:attacker', 'metric', 200),
    ),
  );
}
