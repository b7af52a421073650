/** Resolves after `ms` milliseconds. */
export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Settles with `promise`, or after `ms` milliseconds if it is slower: the first render waits only so long. */
export const atMost = (ms: number, promise: Promise<unknown>): Promise<unknown> => Promise.race([promise, delay(ms)]);
