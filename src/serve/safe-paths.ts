import { existsSync, realpathSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import { PROJECT_ROOT, RULESETS_DIR } from '../engine/ruleset/paths.ts';
import { badBody } from './read-body.ts';

/** `path` is `dir` or inside it. */
function inside(dir: string, path: string): boolean {
  const r = relative(dir, path);
  return r === '' || (!r.startsWith('..') && !isAbsolute(r));
}

/** The path with its existing part's symlinks resolved: a link cannot lead out. */
function real(path: string): string {
  let at = path;
  const rest: string[] = [];
  while (!existsSync(at) && dirname(at) !== at) {
    rest.unshift(at.slice(dirname(at).length + 1));
    at = dirname(at);
  }
  return resolve(realpathSync(at), ...rest);
}

/**
 * Where the workbench may read (the folder it was started in, and the
 * shipped rulesets, patches and experiments) and write (only the folder it
 * was started in). A path outside is refused with the field it came in.
 */
export class SafePaths {
  readonly root: string;

  constructor(root = process.cwd()) {
    this.root = real(resolve(root));
  }

  private refuse(field: string, path: string, where: string) {
    return badBody(field, `a path inside ${where}, got ${JSON.stringify(path)}`);
  }

  /** A file or folder to read: in the working folder or the project; a ruleset id names a shipped folder. */
  readable(path: string, field: string, what: 'file' | 'folder'): string {
    if (path.trim() === '') throw badBody(field, `a ${what} path, got an empty one`);
    if (
      what === 'folder' &&
      !path.includes('/') &&
      existsSync(resolve(RULESETS_DIR, path, 'ruleset.yaml')) &&
      !path.startsWith('.')
    )
      return resolve(RULESETS_DIR, path);
    const abs = real(resolve(this.root, path));
    if (!inside(this.root, abs) && !inside(real(PROJECT_ROOT), abs))
      throw this.refuse(
        field,
        path,
        `${this.root} (the folder warbench serve started in) or the warbench project`,
      );
    return abs;
  }

  /** A file or folder to write: only in the working folder. */
  writable(path: string, field: string): string {
    if (path.trim() === '') throw badBody(field, 'a path to write, got an empty one');
    const abs = real(resolve(this.root, path));
    if (!inside(this.root, abs) || abs === this.root)
      throw this.refuse(field, path, `${this.root} (the folder warbench serve started in)`);
    return abs;
  }
}
