import { pagePath } from '@pitstop/contracts/pages';
import { vehicleSlugs } from '../../data/vehicles/slugs.ts';
import { pricedServices } from './priced-services.ts';
import type { RepairCostsDeps } from './repair-costs-deps.ts';

/**
 * Every canonical page of the repair costs (ADR 073), for the sitemap: the index, each make, each model, its recent
 * repairs and each priced job on it. Offers are not listed (`/offer/{id}` is reached only by its link).
 */
export async function sitemapPaths(deps: Pick<RepairCostsDeps, 'catalog'>): Promise<string[]> {
  const { services } = pricedServices(await deps.catalog.get());
  const paths = [pagePath('/repair-cost')];
  for (const make of vehicleSlugs().makes) {
    paths.push(pagePath('/repair-cost/:makeName', { makeName: make.slug }));
    for (const model of make.models) {
      const params = { makeName: make.slug, modelName: model.slug };
      paths.push(pagePath('/repair-cost/:makeName/:modelName', params), pagePath('/repair-cost/:makeName/:modelName/recent-repairs', params));
      for (const service of services) paths.push(pagePath('/repair-cost/:makeName/:modelName/:serviceSlug', { ...params, serviceSlug: service.slug }));
    }
  }
  return paths;
}
