export { type Stream, streamFromSeed, chunkSeed, chunkStream } from './stream.ts';
export { rollDie, d10, d6 } from './roll.ts';
