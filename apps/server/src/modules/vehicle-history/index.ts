/** VehicleHistory. Others use: the module (add here what other modules may use; lint refuses deeper imports). */
export { vehicleHistoryModule } from './vehicle-history.module.ts';
