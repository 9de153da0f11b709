// Probes and the runtime configuration; app.ts hands the same configuration to the web app's render.
export { runtimeConfigFor, systemModule } from './system.module.ts';
