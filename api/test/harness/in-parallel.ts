/**
 * Runs `task` over `items` with at most `parallel` running at once, answers in the items' order. A drill's
 * "thousands at the same moment" stays below the process's file-descriptor limit this way (1,024 on many CI
 * hosts, and a loopback request holds two: beyond it the server's accept resets connections).
 */
export async function inParallel<T, R>(
  items: readonly T[],
  parallel: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(parallel, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await task(items[index]);
      }
    }),
  );
  return results;
}
