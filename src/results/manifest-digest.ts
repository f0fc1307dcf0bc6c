import { createHash } from 'node:crypto';
import { manifestJson, type Manifest } from './manifest.ts';

/**
 * The SHA-256 a manifest records of itself: over its JSON as warbench
 * writes it, without the `digest` field. The result files are covered by
 * `files`, the manifest by this, so no field of a folder can be edited
 * without the folder being refused as a whole.
 */
export function manifestDigest(m: Omit<Manifest, 'digest'> & { digest?: string }): string {
  const { digest: _, ...rest } = m;
  return createHash('sha256')
    .update(manifestJson(rest as Manifest))
    .digest('hex');
}

/** The manifest with its digest as its last field. */
export function sealManifest(m: Omit<Manifest, 'digest'> & { digest?: string }): Manifest {
  const { digest: _, ...rest } = m;
  return { ...rest, digest: manifestDigest(rest) } as Manifest;
}
