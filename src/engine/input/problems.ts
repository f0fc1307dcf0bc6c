import { InputError, type Problem } from './input-error.ts';

/** Collects every problem in a file so that one load reports them all. */
export class Problems {
  readonly list: Problem[] = [];

  /** Record a problem; one found again (a field read by two parts of a reader) is listed once. */
  add(problem: Problem): void {
    const same = (p: Problem) =>
      p.file === problem.file &&
      p.line === problem.line &&
      p.field === problem.field &&
      p.expected === problem.expected;
    if (!this.list.some(same)) this.list.push(problem);
  }

  get any(): boolean {
    return this.list.length > 0;
  }

  throwIfAny(): void {
    if (this.list.length > 0) throw new InputError(this.list);
  }

  /**
   * Run a reader that goes on past the problems it records. If it then
   * fails on the fallback values it left (a TypeError on a missing table),
   * the problems already recorded are the cause: they are what is reported.
   */
  guard<T>(read: () => T): T {
    try {
      return read();
    } catch (err) {
      if (!(err instanceof InputError) && this.any) throw new InputError(this.list);
      throw err;
    }
  }
}
