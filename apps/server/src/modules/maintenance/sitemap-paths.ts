import { pagePath } from '@pitstop/contracts/pages';
import { vehicleSlugs } from '../../data/vehicles/slugs.ts';
import type { MaintenanceDeps } from './maintenance-deps.ts';

/**
 * Every canonical page of the maintenance families (ADR 072), for the sitemap: the two entry pages, the makes and
 * each make, each model (`/maintenance/{makeModel}`) and each model year (`/maintenance/{makeModel}/{year}`). The
 * pages with the same content at a second address — `/maintenance-schedule/{make}/{model}` and
 * `/maintenance/{year}/{make}/{model}` — name these as canonical and are left out, as a sitemap lists canonical
 * addresses only.
 */
export function sitemapPaths(deps: Pick<MaintenanceDeps, 'vehicles'>): string[] {
  const paths = [pagePath('/maintenance'), pagePath('/maintenance-schedule'), pagePath('/maintenance-schedule/makes')];
  for (const make of deps.vehicles.makes) paths.push(pagePath('/maintenance-schedule/:make', { make: make.slug }));
  for (const make of deps.vehicles.makes) {
    for (const model of make.models) {
      paths.push(pagePath('/maintenance/:makeModel', { makeModel: model.makeModel }));
      for (const year of model.years) paths.push(pagePath('/maintenance/:makeModel/:year', { makeModel: model.makeModel, year }));
    }
  }
  return paths;
}

/** What `sitemapPaths` needs, from the committed vehicle data. */
export const maintenanceSitemapDeps = (): Pick<MaintenanceDeps, 'vehicles'> => ({ vehicles: vehicleSlugs() });
