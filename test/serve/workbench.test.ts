import { describe, expect, it } from 'vitest';
import { filesUnder, post, serverForTests } from './serve-fixture.ts';

const s = serverForTests();

describe('a workbench request with a field it does not read', () => {
  it('is refused (400) naming the field, rather than answered without it (switches for switch: the odds at every default)', async () => {
    const r = await post(s.server, '/api/odds', {
      sim: 'assault',
      switches: ['naturalRollMoraleHits=onlyIfLostModified'],
    });
    expect(r.status).toBe(400);
    expect(r.json.error).toBe(
      '(request): switches: unknown field; expected one of ruleset, edits, sim, situation, set, switch; did you mean switch?',
    );
  });

  it("takes each endpoint's own fields besides the question's, and refuses them elsewhere", async () => {
    const saved = await post(s.server, '/api/save', { sim: 'assault', kind: 'patch', path: 'edits.yaml' });
    expect(saved.status).toBe(200);
    expect(filesUnder(s.folder)).toEqual(['.warbench-files.json', 'edits.yaml']);
    const r = await post(s.server, '/api/odds', { sim: 'assault', path: 'edits.yaml' });
    expect(r.status).toBe(400);
    expect(r.json.error).toBe(
      '(request): path: unknown field; expected one of ruleset, edits, sim, situation, set, switch',
    );
  });
});
