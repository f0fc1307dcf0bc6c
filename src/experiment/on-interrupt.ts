/**
 * Ctrl-C during a run: the first asks the run to stop after the chunks under
 * way (their results are written, the manifest marked partial); a second
 * ends the process at once.
 */
export function onInterrupt(): { requested: () => boolean; release: () => void } {
  let requested = false;
  const handler = () => {
    if (requested) process.exit(130);
    requested = true;
    process.stderr.write('\nwarbench: stopping after the chunks under way; partial results will be written (Ctrl-C again to quit now)\n');
  };
  process.on('SIGINT', handler);
  return { requested: () => requested, release: () => process.off('SIGINT', handler) };
}
