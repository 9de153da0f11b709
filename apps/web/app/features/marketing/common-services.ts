/**
 * Services the landing page offers as a start. The onramp's service step works from the catalogue
 * (GET /v3/services); these are a short, fixed list of common jobs for the first screen.
 */
export const COMMON_SERVICES = [
  'Oil change',
  'Brake pads replacement',
  'Check engine light diagnosis',
  'Battery replacement',
  'Tire rotation',
  'Wheel alignment',
  'A/C recharge',
  'State inspection',
  'Car wash',
] as const;

/** What the landing form says until online requests open (the request flow is not built yet). */
export const REQUESTS_NOT_OPEN_TEXT = 'Online requests open soon in your area. We saved nothing yet.';
export const SERVICE_REQUIRED_TEXT = 'Choose a service.';
