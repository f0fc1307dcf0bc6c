import type { buildReport } from './build-report.ts';

/**
 * buildReport, loaded on first use: the builder pulls in vega, vega-lite and
 * resvg, which commands that build no report should not pay for at start-up.
 */
export async function buildReportLazily(
  ...args: Parameters<typeof buildReport>
): ReturnType<typeof buildReport> {
  const { buildReport: build } = await import('./build-report.ts');
  return build(...args);
}
