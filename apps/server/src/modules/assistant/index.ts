// The service advisor is reached over HTTP only; nothing here is for other modules yet.
export { assistantRoutes } from './assistant.routes.ts';
