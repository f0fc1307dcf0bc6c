/**
 * Time left in words, from the trials done so far and the seconds they
 * took; `estimating` until a rate is known (no trial finished yet).
 */
export function timeLeft(total: number, done: number, seconds: number): string {
  if (done <= 0 || seconds <= 0) return 'estimating time left';
  const left = Math.max(0, Math.round(((total - done) * seconds) / done));
  if (left < 60) return `about ${left} s left`;
  if (left < 3600) return `about ${Math.floor(left / 60)} min ${left % 60} s left`;
  return `about ${Math.floor(left / 3600)} h ${Math.floor((left % 3600) / 60)} min left`;
}
