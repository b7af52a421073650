/** Polls until `check` stops throwing (or the time is up, then throws its last error). */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 30_000, intervalMs = 500): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
}
