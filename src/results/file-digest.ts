import { createHash } from 'node:crypto';

/** A result file's size and SHA-256, as manifest.json records them. */
export interface FileDigest {
  bytes: number;
  sha256: string;
}

export function digestOf(content: string | Uint8Array): FileDigest {
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  return { bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
}
