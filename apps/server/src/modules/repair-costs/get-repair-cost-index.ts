import type { RepairCostIndex } from '@pitstop/contracts';
import { vehicleSlugs } from '../../data/vehicles/slugs.ts';
import { nameOf } from './find-vehicle.ts';
import { jobSummaries } from './get-repair-cost-model.ts';
import { pricedServices } from './priced-services.ts';
import type { RepairCostsDeps } from './repair-costs-deps.ts';

/** Models people most often ask about, as [make slug, model slug]; a test holds each to the vehicle data. */
export const POPULAR_MODELS = [
  ['honda', 'civic'],
  ['toyota', 'camry'],
  ['ford', 'f-150'],
  ['toyota', 'rav4'],
  ['honda', 'cr-v'],
  ['chevrolet', 'silverado'],
  ['toyota', 'corolla'],
  ['honda', 'accord'],
  ['nissan', 'altima'],
  ['jeep', 'grand-cherokee'],
  ['subaru', 'outback'],
  ['mazda', 'mazda3'],
] as const;

/** The class the index prices its popular services for: the catalogue's own figures are written for it. */
const INDEX_CLASS = 'midsize';

/** /repair-cost: every make, the popular models, the popular services with their typical price on a midsize car. */
export async function getRepairCostIndex(deps: RepairCostsDeps): Promise<RepairCostIndex> {
  const names = vehicleSlugs();
  const snapshot = await deps.catalog.get();
  const popular = pricedServices(snapshot).services.filter((service) => service.popular);
  const popularModels = POPULAR_MODELS.flatMap(([makeSlug, modelSlug]) => {
    const found = names.findModel(makeSlug, modelSlug);
    return found ? [{ make: nameOf(found.make), model: nameOf(found.model) }] : [];
  });
  return {
    makes: names.makes.map(nameOf),
    popularModels,
    popularServices: await jobSummaries(deps, popular, INDEX_CLASS),
    basis: (await deps.prices.shops()).basis,
  };
}
