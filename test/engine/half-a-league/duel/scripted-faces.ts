import type { Stream } from '../../../../src/engine/dice/stream.ts';

/** A stream that rolls these D6 faces in order, and fails if the duel asks for more. */
export function scriptedFaces(list: number[]): Stream {
  let i = 0;
  return {
    int32() {
      if (i >= list.length) throw new Error(`the duel asked for die ${i + 1}; ${list.length} were scripted`);
      return list[i++] - 1;
    },
  };
}
