import type { VehicleData } from '../../data/vehicles/index.ts';
import type { VehicleSlugs } from '../../data/vehicles/slugs.ts';
import type { CatalogStore } from '../catalog/index.ts';

/** What the maintenance use-cases get, built once by the module: authored data only, no database of its own. */
export interface MaintenanceDeps {
  /** The catalogue's services by slug: what the schedule names. */
  catalog: CatalogStore;
  /** The vehicle data's makes and models by slug. */
  vehicles: VehicleSlugs;
  /** The vehicle data itself: its source and a model year's trims. */
  vehicleData: Pick<VehicleData, 'source' | 'subModelsFor'>;
}
