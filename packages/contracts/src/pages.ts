/**
 * Every page of the web app, once (ADR 055): the route config (apps/web/app/routes.ts) mounts these paths and a test
 * holds both in step; React Router's typed `href()` is generated from that config, so a link names a path of this
 * table or does not compile; the server's emails build their links with `pageUrl`; the sitemap will list them.
 * A page path written as a string anywhere else fails the conformance test (pages.test.ts).
 * `:name` is a parameter, `:name?` an optional one.
 */
export const PAGE_PATHS = [
  '/',
  '/429',
  '/contact',
  '/contact-us',
  // Recent reviews of shops, public and rendered on the server (docs/product/reviews.md).
  '/reviews',
  '/sign-up',
  '/sign-up/success',
  '/sign-up/:program',
  '/sign-in',
  '/forgot-password',
  '/sign-in/facebook',
  '/activate-account',
  '/reset-password/:token',
  '/invite/:promoSlug',
  '/dashboard',
  // Conversations with shops and support (docs/product/messages.md).
  '/messages',
  // The rewards balance, ledger, promo code and invite (docs/product/rewards.md).
  '/rewards',
  '/service-requests',
  '/appointments',
  '/profile',
  '/profile/account',
  '/profile/password',
  '/profile/vehicle',
  // A vehicle's portable history (docs/product/vehicle-history.md, ADR 068): the owner's page and the public share link.
  '/profile/vehicle/:id/history',
  '/profile/subscriptions',
  '/profile/roadside',
  '/profile/reviews',
  // Partners (ADR 060): the program landing and its subpages, AutoEssentials, the partner admin's dashboard.
  '/plus/:programName/:planName',
  '/plus/:programName/:planName/create-password',
  '/plus/:programName/:planName/success',
  '/plus/:programName/:planName/create-password-success',
  '/plus/:programName/:planName/activate-account',
  '/plus/:programName/:planName/choose-plan',
  '/auto-essentials',
  '/partner-admin',
  // The operations consoles (docs/product/operations.md, ADR 078): the admins' and the employees'.
  '/admin',
  '/admin/users',
  '/admin/users/:userId',
  '/admin/requests',
  '/admin/requests/:requestId',
  '/admin/shops',
  '/admin/shops/:locationId',
  '/admin/applications',
  '/admin/applications/:applicationId',
  '/admin/coverage',
  '/admin/metrics',
  '/admin/audit-log',
  '/staff',
  '/staff/customers/:userId',
  // The plans screen (spec 001 §2).
  '/subscriptions',
  '/service-request/services/service',
  '/service-request/service-advisor',
  '/service-request/location',
  '/service-request/interview',
  '/service-request/notes/:type',
  '/service-request/vehicle',
  '/service-request/interval-services',
  '/service-request/account/sign-up',
  '/service-request/account/activate-account',
  '/service-request/notify/contact',
  '/service-request/vehicles/vehicle/add/:step?',
  '/service-request/:id/offer/:offerId?',
  '/service-request/:id/offer/:offerId/book',
  '/service-request/:id/offer/:offerId/subscription-confirm',
  '/service-request/:id/offer/:offerId/confirm',
  '/service-request/:id/offer/:offerId/confirm/payment',
  '/service-request/:id/offer/:offerId/confirm/register',
  '/service-request/:id/offer/:offerId/confirmation',
  '/service-request/:id/offer/:offerId/completed',
  '/service-request/:id/offer/:offerId/reschedule',
  '/service-request/:id/offer/:offerId/extra-work',
  '/service-request/nps/:token',
  '/vehicle-history/:token',
  '/book-appointment/vehicles/vehicle/add/:step?',
  '/book-appointment',
  '/book-appointment/schedule',
  '/book-appointment/notes',
  '/book-appointment/sign-up',
  '/book-appointment/activate-account',
  '/book-appointment/confirm',
  '/book-appointment/:id/confirmation',
  '/shop',
  '/shop/locations/:locationId',
  '/shop/locations/:locationId/requests/:requestId',
  '/shop/locations/:locationId/settings',
  '/shop/locations/:locationId/bookings',
  '/shop/locations/:locationId/reviews',
  '/shop/locations/:locationId/messages',
  '/shop/locations/:locationId/appointments/:appointmentId/extra-work',
  '/dev/outbox',
  // The public information, legal and partner pages (spec 000 §2, 001 §2; docs/product/public-pages.md, ADR 069).
  '/automotive-service-professionals',
  '/automotive-service-professionals/apply',
  '/asp-faq',
  '/trust-and-saftey',
  '/tos',
  '/copyright',
  '/privacy-policy',
  '/peace-of-mind',
  // The brand's pages, named by the runtime brand slug (`/{brand}-faq`, `/{brand}-plus-faq`, `/partner-with-{brand}`,
  // `/{brand}plus`): one route; any other single segment is the 404 page.
  '/:brandPage',
  // Auto repair by place (docs/product/auto-repair-pages.md, ADR 070, 071): the states, a state's cities, a city's shops.
  '/auto-repair',
  '/auto-repair/:stateAbbreviation',
  '/auto-repair/:stateAbbreviation/:city',
  // Maintenance schedules by vehicle (search-engine pages, ADR 072; docs/product/maintenance-pages.md).
  '/maintenance',
  '/maintenance/:makeModel',
  '/maintenance/:makeModel/:year',
  '/maintenance/:year/:make/:model',
  '/maintenance-schedule',
  '/maintenance-schedule/makes',
  '/maintenance-schedule/:make',
  '/maintenance-schedule/:make/:model',
  // Repair costs (docs/product/repair-cost-pages.md, ADR 073): fair prices of a job by make and model, recent repairs.
  '/repair-cost',
  '/repair-cost/:makeName',
  '/repair-cost/:makeName/:modelName',
  '/repair-cost/:makeName/:modelName/recent-repairs',
  '/repair-cost/:makeName/:modelName/:serviceSlug',
  // One offer, shared publicly by its link (docs/product/repair-cost-pages.md, ADR 073).
  '/offer/:offerId',
] as const;

export type PagePath = (typeof PAGE_PATHS)[number];

type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** A page's parameters by name: required ones required, `:name?` optional. */
export type PageParams<Path extends string> = {
  [Name in ParamNames<Path> as Name extends `${string}?` ? never : Name]: string | number;
} & { [Name in ParamNames<Path> as Name extends `${infer Bare}?` ? Bare : never]?: string | number };

type ParamArgs<Path extends string> = [ParamNames<Path>] extends [never] ? [] : [params: PageParams<Path>];

/** The path of a page with its parameters filled in (an optional one left out drops its segment). */
export function pagePath<Path extends PagePath>(path: Path, ...[params]: ParamArgs<Path>): string {
  const values = (params ?? {}) as Record<string, string | number | undefined>;
  return path.replace(/\/:([A-Za-z]+)(\?)?/g, (_segment, name: string, optional?: string) => {
    const value = values[name];
    if (value === undefined) {
      if (optional) return '';
      throw new Error(`pagePath: ${path} needs ${name}`);
    }
    return `/${encodeURIComponent(String(value))}`;
  });
}

/** A page's address for an email or a calendar entry: the public origin and the page's filled-in path. */
export function pageUrl<Path extends PagePath>(publicUrl: string, path: Path, ...params: ParamArgs<Path>): string {
  return `${publicUrl.replace(/\/+$/, '')}${pagePath(path, ...params)}`;
}
