import { compileText } from './test/sims/republic/compile-situation.ts';
import { SIMS } from './src/sims/registry.ts';
import { chunkStream } from './src/engine/dice/stream.ts';
import { readFileSync } from 'node:fs';
const which = process.argv.slice(2);
for (const sim of which) {
  const c = compileText(sim, readFileSync(SIMS[sim].exampleSituation,'utf8'));
  const acc = new Float64Array(c.layout.size);
  const k = SIMS[sim].kernel;
  const N = 20000;
  for (let i=0;i<3;i++) k(chunkStream(7,0,i), c, N, acc);
  const t = process.hrtime.bigint(); let n=0;
  for (let i=0;i<20;i++){ k(chunkStream(7,0,i), c, N, acc); n+=N; }
  const dt = Number(process.hrtime.bigint()-t)/1e9;
  console.log(sim, (n/dt/1e6).toFixed(3), 'M/s');
}
