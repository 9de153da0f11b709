/** CarCare. Others use: the module (add here what other modules may use; lint refuses deeper imports). */
export { carCareModule } from './car-care.module.ts';
