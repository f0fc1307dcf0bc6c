import type { YamlNode } from './yaml-node.ts';

/** A name that names an output folder (out/<name>): no path, no leading dot. */
const FOLDER_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** The longest name: out/tune-<name> and the folders filled beside it stay within a file system's 255 characters. */
const MAX_NAME = 100;

/**
 * Read the `name:` of a file whose name becomes an output folder (an
 * experiment's out/<name>, a brief's out/tune-<name>); a name that is not
 * one plain folder name (`../../escaped`) is reported at its line. Without
 * a fallback the name is required.
 */
export function readFolderName(node: YamlNode, fallback?: string): string {
  const name = fallback === undefined ? node.string('experiment') : node.optString(fallback);
  if (node.exists && !FOLDER_NAME.test(name))
    node.fail(
      'expected a name of the letters a-z and A-Z (no accents), digits and . _ -, starting with a letter or digit (it names the output folder)',
    );
  else if (node.exists && name.length > MAX_NAME)
    node.failAt(
      `expected a name of at most ${MAX_NAME} characters (it names the output folder), got one of ${name.length}`,
    );
  return name;
}
