import { InputError, type Problem } from './input-error.ts';

/** Collects every problem in a file so that one load reports them all. */
export class Problems {
  readonly list: Problem[] = [];

  add(problem: Problem): void {
    this.list.push(problem);
  }

  get any(): boolean {
    return this.list.length > 0;
  }

  throwIfAny(): void {
    if (this.list.length > 0) throw new InputError(this.list);
  }
}
