/** Where a patched value came from, so problems point at the patch line. */
export interface PatchOrigin {
  file: string;
  line?: number;
}
