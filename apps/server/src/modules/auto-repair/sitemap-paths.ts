import { pagePath } from '@pitstop/contracts/pages';
import type { Db } from '../../db/client.ts';
import { groupShops, readDirectoryShops } from './directory.ts';

/**
 * Every canonical page of the auto-repair family, for the sitemap: the index, each state with shops and each of its
 * cities with shops, read from the database as it is now.
 */
export async function sitemapPaths(deps: { db: Db }): Promise<string[]> {
  const states = groupShops(await readDirectoryShops(deps.db));
  return [
    pagePath('/auto-repair'),
    ...[...states.values()].flatMap((state) => [
      pagePath('/auto-repair/:stateAbbreviation', { stateAbbreviation: state.slug }),
      ...[...state.cities.values()].map((city) => pagePath('/auto-repair/:stateAbbreviation/:city', { stateAbbreviation: state.slug, city: city.slug })),
    ]),
  ];
}
