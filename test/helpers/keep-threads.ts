import { keepThreads } from '../../src/workers/pool.ts';

// A test process runs hundreds of experiments one after another: each run's
// threads are kept for the next (as a long-lived process may keep them), not
// started, and the rulesets read, anew for every run. The command-line
// processes the tests start keep none, as a user's do.
keepThreads();
