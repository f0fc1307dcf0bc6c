/**
 * Time left in words, from the trials done so far and the seconds they
 * took; `estimating` until a rate is known. With `since` (the first
 * finished chunk), the rate is measured from there on, so the start-up
 * (threads starting, every point compiled) does not inflate it: a run of
 * seconds is not first announced as minutes.
 */
export function timeLeft(
  total: number,
  done: number,
  seconds: number,
  since = { done: 0, seconds: 0 },
): string {
  if (total > 0 && done >= total) return 'about 0 s left';
  const trials = done - since.done;
  const took = seconds - since.seconds;
  if (trials <= 0 || took <= 0) return 'estimating time left';
  const left = Math.max(0, Math.round(((total - done) * took) / trials));
  if (left < 60) return `about ${left} s left`;
  if (left < 3600) return `about ${Math.floor(left / 60)} min ${left % 60} s left`;
  return `about ${Math.floor(left / 3600)} h ${Math.floor((left % 3600) / 60)} min left`;
}
