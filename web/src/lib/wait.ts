/** Resolves after `ms` milliseconds. */
export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Settles with `promise`, or after `ms` milliseconds if it is slower: the first render waits only so long. */
export const atMost = (ms: number, promise: Promise<unknown>): Promise<unknown> => Promise.race([promise, delay(ms)]);

const FIRST_PAINT_WAIT_MS = 3000;

/**
 * Runs `task` once the page's first contentful paint is on the screen (the browser's paint timing entry, which
 * comes when the frame is shown, not when it is drawn), or after FIRST_PAINT_WAIT_MS where there is none (a
 * hidden tab, a browser without paint timing); answers a cancel function. What `task` starts (a chunk's
 * download, say) then no longer competes with the first screen.
 */
export function afterFirstPaint(task: () => void): () => void {
  let observer: PerformanceObserver | undefined;
  const stop = () => {
    window.clearTimeout(timer);
    observer?.disconnect();
  };
  const timer = window.setTimeout(() => {
    stop();
    task();
  }, FIRST_PAINT_WAIT_MS);
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      stop();
      task();
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  return stop;
}
