/** How long a built document is kept when no event drops it (a seed, a change in SQL): as long as crawlers may keep it. */
export const SITEMAP_KEEP_MS = 3_600_000;

/**
 * What the sitemap routes build, kept in this process: a source's paths and each document (robots.txt, the index,
 * a child sitemap). Building them reads every page of every family (~110k paths), so each is built once and
 * served from memory. What follows the market (`market: true`: the auto-repair family's paths and every document
 * that lists them) is dropped by `marketChanged` — the module calls it on `market.changed`, on every node — the
 * rest (the catalogue's and the vehicles' pages, fixed for a deployment) only ages out. Age is process time.
 */
export function sitemapCache(keepMs = SITEMAP_KEEP_MS) {
  const kept = new Map<string, { value: Promise<unknown>; builtAt: number; market: boolean }>();
  return {
    /** The kept value of `key`, or `build`'s, kept (a failed build is not). Concurrent calls share one build. */
    get<T>(key: string, market: boolean, build: () => Promise<T>): Promise<T> {
      const entry = kept.get(key);
      if (entry && performance.now() - entry.builtAt < keepMs) return entry.value as Promise<T>;
      const value = build();
      kept.set(key, { value, builtAt: performance.now(), market });
      value.catch(() => {
        if (kept.get(key)?.value === value) kept.delete(key);
      });
      return value;
    },
    /** The market changed (a shop joined, left or changed what it takes): drop what lists it. */
    marketChanged(): void {
      for (const [key, entry] of kept) if (entry.market) kept.delete(key);
    },
  };
}
