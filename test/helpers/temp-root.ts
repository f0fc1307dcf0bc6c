import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, statfsSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

/** A RAM disk most Linux systems mount. */
const RAM_DISK = '/dev/shm';
const PREFIX = 'warbench-tests-';
/** Room the run's folders need on it (a run leaves some 250 MB; a container's RAM disk can be 64 MB). */
const ROOM = 1024 ** 3;

/** Whether a folder takes a script and runs it (a RAM disk may be mounted noexec). */
function runsScripts(dir: string): boolean {
  const probe = join(dir, 'probe.sh');
  try {
    writeFileSync(probe, '#!/bin/sh\nexit 0\n');
    chmodSync(probe, 0o755);
    return spawnSync(probe).status === 0;
  } catch {
    return false;
  } finally {
    rmSync(probe, { force: true });
  }
}

/**
 * One temporary folder for the whole test run, made its TMPDIR (the test
 * processes and the commands they start make their folders in it), and
 * removed at the end. Unless TMPDIR is set, it goes on the RAM disk when
 * there is one: every result file warbench writes is flushed to the disk
 * before its rename (fsync), and on a real disk each of the run's many
 * flushes waits for the disk. The flushes still happen; on a RAM disk
 * they return at once.
 */
export default function setup(): () => void {
  // each project of the config runs this; the first one's folder serves them all
  if (basename(process.env.TMPDIR ?? '').startsWith(PREFIX)) return () => {};
  let parent = tmpdir();
  if (!process.env.TMPDIR) {
    try {
      const disk = statfsSync(RAM_DISK);
      if (statSync(RAM_DISK).isDirectory() && disk.bavail * disk.bsize >= ROOM) {
        const probe = mkdtempSync(join(RAM_DISK, 'warbench-probe-'));
        const ok = runsScripts(probe);
        rmSync(probe, { recursive: true, force: true });
        if (ok) parent = RAM_DISK;
      }
    } catch {
      // no RAM disk, or not ours to write: the system's temporary folder
    }
  }
  const root = mkdtempSync(join(parent, PREFIX));
  // others may pass through it, as through /tmp (a test runs a command as another user)
  chmodSync(root, 0o755);
  const before = process.env.TMPDIR;
  process.env.TMPDIR = root;
  return () => {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
    rmSync(root, { recursive: true, force: true });
  };
}
