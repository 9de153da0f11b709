import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a call hands off so that its answer neither waits for it nor is timed by it: forgot password answers
 * once the address's mail budget is counted, the same for every address, and looks the account up, issues
 * the link and queues the email afterwards (docs/product/accounts.md "Forgot and reset password"). A failure is logged; closing the app waits
 * for what is still running.
 */
export function createAfterReply(log: FastifyBaseLogger) {
  const pending = new Set<Promise<void>>();
  return {
    run(label: string, task: () => Promise<void>) {
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => log.error({ err: error }, `${label} failed`))
        .finally(() => pending.delete(done));
      pending.add(done);
    },
    /** Resolves once nothing handed off is running (tests, shutdown). */
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

export type AfterReply = ReturnType<typeof createAfterReply>;
