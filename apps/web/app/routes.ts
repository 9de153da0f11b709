import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import type { PagePath } from '@pitstop/contracts/pages';

/** A page's path from the contracts' page table, as React Router's config writes it. */
const at = (path: PagePath) => path.slice(1);
/** A child page's path, relative to its parent's (the last segment). */
const leaf = (path: PagePath) => path.slice(path.lastIndexOf('/') + 1);

/**
 * The pages of the contracts' page table (packages/contracts/src/pages.ts; routes.test.ts holds both in step). Each route module exports `handle: RouteHandle`
 * (app/lib/route-handle.ts) with its metadata, and `meta` for its title.
 */
export default [
  layout('components/layout/app-layout.tsx', [
    // Pages without server state: no TanStack Query in their JS (the landing page's budget).
    index('routes/home.tsx'),
    route(at('/429'), 'routes/rate-limited.tsx'),
    route(at('/contact'), 'routes/contact.tsx', { id: 'contact' }),
    route(at('/contact-us'), 'routes/contact.tsx', { id: 'contact-us' }),
    // The public information and legal pages (docs/product/public-pages.md, ADR 069): no server state.
    route(at('/automotive-service-professionals'), 'routes/automotive-service-professionals.tsx', { id: 'shops-page' }),
    route(at('/asp-faq'), 'routes/asp-faq.tsx', { id: 'shops-faq' }),
    route(at('/tos'), 'routes/tos.tsx', { id: 'terms' }),
    route(at('/copyright'), 'routes/copyright.tsx', { id: 'copyright' }),
    route(at('/privacy-policy'), 'routes/privacy-policy.tsx', { id: 'privacy-policy' }),
    route(at('/peace-of-mind'), 'routes/peace-of-mind.tsx', { id: 'peace-of-mind' }),
    // The shops' application form (ADR 069): its code, query provider included, loads after the page's (ADR 074).
    route(at('/automotive-service-professionals/apply'), 'routes/automotive-service-professionals.apply.tsx', { id: 'shop-application' }),
    // Search-engine pages (ADR 070, docs/product/search-engine-pages.md): their loaders answer their data and head,
    // so they sit outside the query layout (no query cache in their JavaScript).
    // Auto repair by place (docs/product/auto-repair-pages.md, ADR 071).
    route(at('/auto-repair'), 'routes/auto-repair.tsx', { id: 'auto-repair' }),
    route(at('/auto-repair/:stateAbbreviation'), 'routes/auto-repair.$stateAbbreviation.tsx', { id: 'auto-repair-state' }),
    route(at('/auto-repair/:stateAbbreviation/:city'), 'routes/auto-repair.$stateAbbreviation.$city.tsx', { id: 'auto-repair-city' }),
    // Maintenance schedules by vehicle (ADR 072, docs/product/maintenance-pages.md).
    route(at('/maintenance'), 'routes/maintenance._index.tsx', { id: 'maintenance' }),
    // A vehicle's schedule: one module for its canonical addresses and the spec's second ones.
    route(at('/maintenance/:makeModel'), 'routes/maintenance.vehicle.tsx', { id: 'maintenance-model' }),
    route(at('/maintenance/:makeModel/:year'), 'routes/maintenance.vehicle.tsx', { id: 'maintenance-model-year' }),
    route(at('/maintenance/:year/:make/:model'), 'routes/maintenance.vehicle.tsx', { id: 'maintenance-year-make-model' }),
    route(at('/maintenance-schedule'), 'routes/maintenance-schedule._index.tsx', { id: 'maintenance-schedule' }),
    route(at('/maintenance-schedule/makes'), 'routes/maintenance-schedule.makes.tsx', { id: 'maintenance-schedule-makes' }),
    route(at('/maintenance-schedule/:make'), 'routes/maintenance-schedule.$make.tsx', { id: 'maintenance-schedule-make' }),
    route(at('/maintenance-schedule/:make/:model'), 'routes/maintenance.vehicle.tsx', { id: 'maintenance-schedule-model' }),
    // Repair costs and a shared offer (docs/product/repair-cost-pages.md, ADR 073).
    route(at('/repair-cost'), 'routes/repair-cost._index.tsx', { id: 'repair-cost' }),
    route(at('/repair-cost/:makeName'), 'routes/repair-cost.$makeName.tsx', { id: 'repair-cost-make' }),
    route(at('/repair-cost/:makeName/:modelName'), 'routes/repair-cost.$makeName.$modelName.tsx', { id: 'repair-cost-model' }),
    route(at('/repair-cost/:makeName/:modelName/recent-repairs'), 'routes/repair-cost.$makeName.$modelName.recent-repairs.tsx', { id: 'repair-cost-recent' }),
    route(at('/repair-cost/:makeName/:modelName/:serviceSlug'), 'routes/repair-cost.$makeName.$modelName.$serviceSlug.tsx', { id: 'repair-cost-job' }),
    route(at('/offer/:offerId'), 'routes/offer.$offerId.tsx', { id: 'public-offer' }),
    // The brand's pages (ADR 069): `/{brand}-faq`, `/{brand}-plus-faq`, `/partner-with-{brand}`, `/{brand}plus` by the
    // runtime brand slug; any other single segment answers the 404 page with 404. Static paths outrank it
    // (routes.test.ts). Their data (the plus FAQ, the plan's prices) is the loader's, as the search-engine pages' is.
    route(at('/:brandPage'), 'routes/$brandPage.tsx', { id: 'brand-page' }),
    // Reviews of shops (docs/product/reviews.md): the public list, its data the loader's (ADR 070's way).
    route(at('/reviews'), 'routes/reviews.tsx', { id: 'reviews' }),
    // Pages that read server state (TanStack Query) go here.
    layout('components/layout/query-layout.tsx', { id: 'query-layout' }, [
      // Accounts (docs/product/accounts.md): each id is the page's route name.
      route(at('/sign-up'), 'routes/sign-up.tsx', { id: 'sign-up' }),
      route(at('/sign-up/success'), 'routes/sign-up.success.tsx', { id: 'sign-up-success' }),
      route(at('/sign-up/:program'), 'routes/sign-up.tsx', { id: 'sign-up-program' }),
      route(at('/sign-in'), 'routes/sign-in.tsx', { id: 'sign-in' }),
      route(at('/forgot-password'), 'routes/sign-in.tsx', { id: 'forgot-password' }),
      // Where Facebook Login comes back (shown only with a Facebook app configured).
      route(at('/sign-in/facebook'), 'routes/sign-in.facebook.tsx', { id: 'facebook-sign-in' }),
      route(at('/activate-account'), 'routes/activate-account.tsx', { id: 'activate-account' }),
      route(at('/reset-password/:token'), 'routes/reset-password.$token.tsx', { id: 'reset-password' }),
      route(at('/invite/:promoSlug'), 'routes/invite.$promoSlug.tsx', { id: 'invite-page' }),
      route(at('/dashboard'), 'routes/dashboard.tsx', { id: 'dashboard' }),
      // Conversations with shops and support (docs/product/messages.md).
      route(at('/messages'), 'routes/messages.tsx', { id: 'messages' }),
      route(at('/rewards'), 'routes/rewards.tsx', { id: 'rewards' }),
      // What the person has (docs/product/signed-in-home.md): the spec names no route for these lists; ADR 037 reads the paths.
      route(at('/service-requests'), 'routes/service-requests.tsx', { id: 'service-requests' }),
      route(at('/appointments'), 'routes/appointments.tsx', { id: 'appointments' }),
      route(at('/profile'), 'routes/profile.tsx', { id: 'profile' }, [
        index('routes/profile._index.tsx', { id: 'profile-index' }),
        route(leaf('/profile/account'), 'routes/profile.account.tsx', { id: 'profile-account' }),
        route(leaf('/profile/password'), 'routes/profile.password.tsx', { id: 'profile-password' }),
        route(leaf('/profile/vehicle'), 'routes/profile.vehicle.tsx', { id: 'profile-vehicle' }),
        // Membership (docs/product/membership.md): the member's subscription and payments, and roadside help.
        route(leaf('/profile/subscriptions'), 'routes/profile.subscriptions.tsx', { id: 'profile-subscriptions' }),
        route(leaf('/profile/roadside'), 'routes/profile.roadside.tsx', { id: 'profile-roadside' }),
        // The person's reviews and the completed jobs waiting for one (docs/product/reviews.md).
        route(leaf('/profile/reviews'), 'routes/profile.reviews.tsx', { id: 'profile-reviews' }),
      ]),
      // A vehicle's portable history (docs/product/vehicle-history.md, ADR 068): the owner's page, a page of its own
      // (not a profile tab), and the public page behind a share link, its data rendered on the server (ADR 055).
      route(at('/profile/vehicle/:id/history'), 'routes/profile.vehicle.$id.history.tsx', { id: 'vehicle-history' }),
      route(at('/vehicle-history/:token'), 'routes/vehicle-history.$token.tsx', { id: 'shared-vehicle-history' }),
      // Partners and membership (ADR 060; docs/product/membership.md): one module for the program landing and its subpages.
      route(at('/plus/:programName/:planName'), 'routes/plus.tsx', { id: 'subscription-landing' }),
      route(at('/plus/:programName/:planName/create-password'), 'routes/plus.tsx', { id: 'subscription-create-password' }),
      route(at('/plus/:programName/:planName/success'), 'routes/plus.tsx', { id: 'subscription-success' }),
      route(at('/plus/:programName/:planName/create-password-success'), 'routes/plus.tsx', { id: 'subscription-create-password-success' }),
      route(at('/plus/:programName/:planName/activate-account'), 'routes/plus.tsx', { id: 'subscription-activate-account' }),
      route(at('/plus/:programName/:planName/choose-plan'), 'routes/plus.tsx', { id: 'subscription-choose-plan' }),
      // The plans screen (spec 001 §2): signed in; a member goes on to /dashboard.
      route(at('/subscriptions'), 'routes/subscriptions.tsx', { id: 'subscriptions' }),
      route(at('/auto-essentials'), 'routes/auto-essentials.tsx', { id: 'auto-essentials' }),
      route(at('/partner-admin'), 'routes/partner-admin.tsx', { id: 'partner-admin' }),
      // The service request's onramp: its layout draws the step bar
      // and sends a step reached without what it needs to the first step to do (features/service-requests).
      layout('routes/service-request.layout.tsx', { id: 'onramp' }, [
        route(at('/service-request/services/service'), 'routes/service-request.services.service.tsx', { id: 'service' }),
        route(at('/service-request/service-advisor'), 'routes/service-request.service-advisor.tsx', { id: 'service-advisor' }),
        route(at('/service-request/location'), 'routes/service-request.location.tsx', { id: 'location' }),
        route(at('/service-request/interview'), 'routes/service-request.interview.tsx', { id: 'interview' }),
        route(at('/service-request/notes/:type'), 'routes/service-request.notes.$type.tsx', { id: 'notes' }),
        route(at('/service-request/vehicle'), 'routes/service-request.vehicle.tsx', { id: 'vehicle' }),
        route(at('/service-request/interval-services'), 'routes/service-request.interval-services.tsx', { id: 'interval-services' }),
        route(at('/service-request/account/sign-up'), 'routes/service-request.account.sign-up.tsx', { id: 'service-request-sign-up' }),
        route(at('/service-request/account/activate-account'), 'routes/service-request.account.activate-account.tsx', {
          id: 'service-request-activate-account',
        }),
        route(at('/service-request/notify/contact'), 'routes/service-request.notify.contact.tsx', { id: 'notify-contact' }),
        // One module, two flows: the address (and the route id, for the handle) says which.
        route(at('/service-request/vehicles/vehicle/add/:step?'), 'routes/vehicle-add.tsx', { id: 'service-request-vehicle-add' }),
        // Compare estimates and select a shop (params id and offerId): one
        // module for both addresses, so opening an offer keeps the page (and its live stream) as it is.
        route(at('/service-request/:id/offer/:offerId?'), 'routes/service-request.$id.offer.tsx', { id: 'offer-selection' }),
        // The booking (docs/product/booking-and-payments.md): choose a time (named route schedule), the plus upsell, confirm with its payment and
        // register subpages, the confirmation, the receipt, and rescheduling (a member route). The chosen time travels
        // in the query string (`day`, `time`), so a reload keeps it.
        route(at('/service-request/:id/offer/:offerId/book'), 'routes/service-request.$id.offer.$offerId.book.tsx', { id: 'schedule' }),
        route(at('/service-request/:id/offer/:offerId/subscription-confirm'), 'routes/service-request.$id.offer.$offerId.subscription-confirm.tsx', {
          id: 'subscription-confirm',
        }),
        route(at('/service-request/:id/offer/:offerId/confirm'), 'routes/service-request.$id.offer.$offerId.confirm.tsx', { id: 'offer-confirm' }),
        route(at('/service-request/:id/offer/:offerId/confirm/payment'), 'routes/service-request.$id.offer.$offerId.confirm.payment.tsx', {
          id: 'offer-confirm-payment',
        }),
        route(at('/service-request/:id/offer/:offerId/confirm/register'), 'routes/service-request.$id.offer.$offerId.confirm.register.tsx', {
          id: 'offer-confirm-register',
        }),
        route(at('/service-request/:id/offer/:offerId/confirmation'), 'routes/service-request.$id.offer.$offerId.confirmation.tsx', {
          id: 'offer-confirmation',
        }),
        route(at('/service-request/:id/offer/:offerId/completed'), 'routes/service-request.$id.offer.$offerId.completed.tsx', { id: 'offer-completed' }),
        route(at('/service-request/:id/offer/:offerId/reschedule'), 'routes/service-request.$id.offer.$offerId.reschedule.tsx', { id: 'reschedule' }),
      ]),
      // Book an appointment (docs/product/booking-and-payments.md): Vehicle, Schedule, Notes (not for a car
      // wash), Register (sign-up, activate-account), Confirm, confirmation. Each page draws the step bar itself: a layout
      // route would grow the route manifest the landing page loads.
      route(at('/book-appointment/vehicles/vehicle/add/:step?'), 'routes/vehicle-add.tsx', { id: 'book-appointment-vehicle-add' }),
      route(at('/book-appointment'), 'routes/book-appointment._index.tsx', { id: 'book-appointment' }),
      route(at('/book-appointment/schedule'), 'routes/book-appointment.schedule.tsx', { id: 'appointment-schedule' }),
      route(at('/book-appointment/notes'), 'routes/book-appointment.notes.tsx', { id: 'appointment-notes' }),
      route(at('/book-appointment/sign-up'), 'routes/book-appointment.sign-up.tsx', { id: 'appointment-sign-up' }),
      route(at('/book-appointment/activate-account'), 'routes/book-appointment.activate-account.tsx', { id: 'appointment-activate' }),
      route(at('/book-appointment/confirm'), 'routes/book-appointment.confirm.tsx', { id: 'appointment-confirm' }),
      route(at('/book-appointment/:id/confirmation'), 'routes/book-appointment.$id.confirmation.tsx', { id: 'book-appointment-confirmation' }),
      // The shop portal (docs/product/shops.md): staff of shop locations, signed in; the API decides which locations are theirs.
      route(at('/shop'), 'routes/shop.tsx', { id: 'shop' }),
      route(at('/shop/locations/:locationId'), 'routes/shop.locations.$locationId.tsx', { id: 'shop-location' }),
      route(at('/shop/locations/:locationId/requests/:requestId'), 'routes/shop.locations.$locationId.requests.$requestId.tsx', {
        id: 'shop-request',
      }),
      route(at('/shop/locations/:locationId/settings'), 'routes/shop.locations.$locationId.settings.tsx', { id: 'shop-settings' }),
      route(at('/shop/locations/:locationId/bookings'), 'routes/shop.locations.$locationId.bookings.tsx', { id: 'shop-bookings' }),
      route(at('/shop/locations/:locationId/messages'), 'routes/shop.locations.$locationId.messages.tsx', { id: 'shop-messages' }),
      route(at('/shop/locations/:locationId/reviews'), 'routes/shop.locations.$locationId.reviews.tsx', { id: 'shop-reviews' }),
      // The satisfaction link emailed when a job is completed (docs/product/booking-and-payments.md, ADR 034): public, outside the onramp's step bar.
      route(at('/service-request/nps/:token'), 'routes/service-request.nps.$token.tsx', { id: 'nps' }),
      // Extra work on a booked job (docs/product/booking-and-payments.md): the shop sends it, the customer answers (the email's link).
      route(at('/shop/locations/:locationId/appointments/:appointmentId/extra-work'), 'routes/shop.locations.$locationId.appointments.$appointmentId.extra-work.tsx', {
        id: 'shop-extra-work',
      }),
      route(at('/service-request/:id/offer/:offerId/extra-work'), 'routes/service-request.$id.offer.$offerId.extra-work.tsx', { id: 'extra-work' }),
      // The operations consoles (docs/product/operations.md, ADR 078): signed-in admins and employees; the API checks the roles.
      layout('routes/admin.tsx', { id: 'admin-console' }, [
        route(at('/admin'), 'routes/admin._index.tsx', { id: 'admin' }),
        route(at('/admin/users'), 'routes/admin.users.tsx', { id: 'admin-users' }),
        route(at('/admin/users/:userId'), 'routes/admin.users.$userId.tsx', { id: 'admin-user' }),
        route(at('/admin/requests'), 'routes/admin.requests.tsx', { id: 'admin-requests' }),
        route(at('/admin/requests/:requestId'), 'routes/admin.requests.$requestId.tsx', { id: 'admin-request' }),
        route(at('/admin/shops'), 'routes/admin.shops.tsx', { id: 'admin-shops' }),
        route(at('/admin/shops/:locationId'), 'routes/admin.shops.$locationId.tsx', { id: 'admin-shop' }),
        route(at('/admin/applications'), 'routes/admin.applications.tsx', { id: 'admin-applications' }),
        route(at('/admin/applications/:applicationId'), 'routes/admin.applications.$applicationId.tsx', { id: 'admin-application' }),
        route(at('/admin/coverage'), 'routes/admin.coverage.tsx', { id: 'admin-coverage' }),
        route(at('/admin/metrics'), 'routes/admin.metrics.tsx', { id: 'admin-metrics' }),
        route(at('/admin/audit-log'), 'routes/admin.audit-log.tsx', { id: 'admin-audit-log' }),
      ]),
      layout('routes/staff.tsx', { id: 'staff-console' }, [
        route(at('/staff'), 'routes/staff._index.tsx', { id: 'staff' }),
        route(at('/staff/customers/:userId'), 'routes/staff.customers.$userId.tsx', { id: 'staff-customer' }),
      ]),
      // The messages a server kept instead of sending them (ADR 018); the API decides who may read them.
      route(at('/dev/outbox'), 'routes/dev.outbox.tsx', { id: 'outbox' }),
    ]),
    // The trust page (spelling as routed), where employees may stay (spec 000 §4).
    route(at('/trust-and-saftey'), 'routes/trust-and-saftey.tsx', { id: 'trust-and-safety' }),
    route('*', 'routes/not-found.tsx', { id: 'not-found' }),
  ]),
] satisfies RouteConfig;
