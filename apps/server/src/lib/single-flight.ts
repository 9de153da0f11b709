/**
 * Calls with the same key while one is running share its result instead of running again (in this process):
 * `const once = singleFlight<T>(); await once(key, () => work())`.
 */
export function singleFlight<T>(): (key: string, run: () => Promise<T>) => Promise<T> {
  const running = new Map<string, Promise<T>>();
  return (key, run) => {
    const current = running.get(key);
    if (current) return current;
    const started = run().finally(() => running.delete(key));
    running.set(key, started);
    return started;
  };
}
