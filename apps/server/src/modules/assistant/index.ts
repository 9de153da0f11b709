// The service advisor is reached over HTTP only; nothing here is for other modules yet.
export { assistantModule } from './assistant.module.ts';
