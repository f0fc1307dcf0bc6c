import { closeSync, fsyncSync, openSync, writeSync } from 'node:fs';

/**
 * Write a file and flush it to the disk before returning: a rename that
 * follows then never publishes a file whose bytes a crash could still lose.
 */
export function writeFileDurable(file: string, text: string | Uint8Array): void {
  const fd = openSync(file, 'w');
  try {
    const bytes = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
    let at = 0;
    while (at < bytes.length) at += writeSync(fd, bytes, at, bytes.length - at);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Flush a folder's entries (the renames into it) to the disk. Systems that
 * cannot open a folder for this (Windows) keep their renames anyway.
 */
export function syncFolder(dir: string): void {
  let fd: number;
  try {
    fd = openSync(dir, 'r');
  } catch {
    return;
  }
  try {
    fsyncSync(fd);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== 'EINVAL' && code !== 'EPERM' && code !== 'EISDIR') throw err;
  } finally {
    closeSync(fd);
  }
}
