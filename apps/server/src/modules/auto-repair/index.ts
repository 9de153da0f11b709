/** AutoRepair. Others use: the module (add here what other modules may use; lint refuses deeper imports). */
export { autoRepairModule } from './auto-repair.module.ts';
