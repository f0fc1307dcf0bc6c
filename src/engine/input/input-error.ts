/** One problem found in user input: where it is and what was expected there. */
export interface Problem {
  file: string;
  line?: number;
  field: string;
  expected: string;
}

export function formatProblem(p: Problem): string {
  const where = p.line === undefined ? p.file : `${p.file}:${p.line}`;
  return p.field ? `${where}: ${p.field}: ${p.expected}` : `${where}: ${p.expected}`;
}

/**
 * Bad input: a malformed table, experiment, patch or flag. The CLI prints the
 * message alone (no stack) and exits with code 2.
 */
export class InputError extends Error {
  readonly problems: Problem[];

  constructor(problems: Problem | Problem[]) {
    const list = Array.isArray(problems) ? problems : [problems];
    super(list.map(formatProblem).join('\n'));
    this.name = 'InputError';
    this.problems = list;
  }
}
