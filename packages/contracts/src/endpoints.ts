// Generated from the route tables (api-routes.ts) by `npm run generate:endpoints -w packages/contracts`.
// Do not edit: endpoints.test.ts fails when this file and the tables disagree.
import type { Endpoints } from './common/routes.ts';
import type { accountsRoutes } from './accounts.ts';
import type { rewardsRoutes } from './rewards.ts';
import type { catalogRoutes } from './catalog.ts';
import type { assistantRoutes } from './assistant.ts';
import type { locationsRoutes } from './locations.ts';
import type { vehiclesRoutes } from './vehicles.ts';
import type { serviceRequestsRoutes } from './service-requests.ts';
import type { paymentsRoutes } from './payments.ts';
import type { bookingsRoutes } from './bookings.ts';
import type { standaloneAppointmentsRoutes } from './standalone-appointments.ts';
import type { extraLinesRoutes } from './extra-lines.ts';
import type { reviewsRoutes } from './reviews.ts';
import type { shopsRoutes } from './shops.ts';
import type { outboxRoutes } from './outbox.ts';
import type { membershipRoutes } from './membership.ts';
import type { messagesRoutes } from './messages.ts';
import type { searchRoutes } from './search.ts';
import type { carCareRoutes } from './car-care.ts';
import type { vehicleHistoryRoutes } from './vehicle-history.ts';
import type { autoRepairRoutes } from './auto-repair.ts';
import type { maintenanceRoutes } from './maintenance.ts';
import type { repairCostsRoutes } from './repair-costs.ts';
import type { auditRoutes } from './audit.ts';
import type { testSupportRoutes } from './test-support.ts';

export const accountsEndpoints: Endpoints<typeof accountsRoutes> = {
  signUp: { namespace: 'main', method: 'POST', path: '/v3/users' },
  getProfile: { namespace: 'main', method: 'GET', path: '/v3/users/profile' },
  updateProfile: { namespace: 'main', method: 'PUT', path: '/v3/users/profile' },
  signInWithOAuth: { namespace: 'main', method: 'POST', path: '/v3/oauth_sessions' },
  signIn: { namespace: 'main', method: 'POST', path: '/v3/sessions' },
  signOut: { namespace: 'main', method: 'DELETE', path: '/v3/sessions' },
  refreshSession: { namespace: 'main', method: 'GET', path: '/v3/sessions/refresh' },
  requestPasswordReset: { namespace: 'main', method: 'POST', path: '/v3/users/forgot_password' },
  checkPasswordResetToken: { namespace: 'main', method: 'POST', path: '/v3/users/password_reset/token' },
  resetPassword: { namespace: 'main', method: 'POST', path: '/v3/users/password_reset' },
  changePassword: { namespace: 'main', method: 'POST', path: '/v3/users/password' },
  getUserType: { namespace: 'main', method: 'GET', path: '/v3/users/type' },
  startPartialAccount: { namespace: 'main', method: 'PUT', path: '/v3/users/email_verification' },
  confirmEmail: { namespace: 'main', method: 'PUT', path: '/v3/users/confirm_email' },
  resendConfirmationCode: { namespace: 'main', method: 'POST', path: '/v3/users/resend_confirmation_code' },
  sendPhoneCode: { namespace: 'main', method: 'POST', path: '/v3/users/phone_verification_code' },
  confirmPhone: { namespace: 'main', method: 'PUT', path: '/v3/users/confirm_phone' },
  applyPromoCode: { namespace: 'main', method: 'POST', path: '/v3/users/promo' },
  listAdminUsers: { namespace: 'main', method: 'GET', path: '/v3/admin/users' },
  getAdminUser: { namespace: 'main', method: 'GET', path: '/v3/admin/users/:userId' },
  disableAdminUser: { namespace: 'main', method: 'POST', path: '/v3/admin/users/:userId/disable' },
  enableAdminUser: { namespace: 'main', method: 'POST', path: '/v3/admin/users/:userId/enable' },
  resendAdminUserConfirmation: { namespace: 'main', method: 'POST', path: '/v3/admin/users/:userId/confirmation_code' },
};

export const rewardsEndpoints: Endpoints<typeof rewardsRoutes> = {
  listCreditTransactions: { namespace: 'main', method: 'GET', path: '/v3/users/credit_transactions' },
  getInvite: { namespace: 'main', method: 'GET', path: '/v3/invites/:promoSlug' },
};

export const catalogEndpoints: Endpoints<typeof catalogRoutes> = {
  listServices: { namespace: 'main', method: 'GET', path: '/v3/services' },
  listSelectionCategoryServices: { namespace: 'main', method: 'GET', path: '/v3/services/service_selection_categories' },
  listAppointmentServices: { namespace: 'main', method: 'GET', path: '/v3/appointment_services' },
  listFeatures: { namespace: 'main', method: 'GET', path: '/v4/features' },
};

export const assistantEndpoints: Endpoints<typeof assistantRoutes> = {
  askAboutServices: { namespace: 'assistant', method: 'POST', path: '/services' },
  askAboutVehicle: { namespace: 'assistant', method: 'POST', path: '/vehicle' },
};

export const locationsEndpoints: Endpoints<typeof locationsRoutes> = {
  searchZipcodes: { namespace: 'turbo', method: 'GET', path: '/zipcode/search' },
  getTargetMarket: { namespace: 'turbo', method: 'GET', path: '/zipcode/target_market' },
  listStateCities: { namespace: 'turbo', method: 'GET', path: '/states/:state/cities' },
  getCity: { namespace: 'turbo', method: 'GET', path: '/states/:state/cities/:city' },
  getArea: { namespace: 'turbo', method: 'GET', path: '/areas/:id/with_active_shops' },
  createBetaContact: { namespace: 'main', method: 'POST', path: '/v3/users/beta_contacts' },
  createShopContactRequest: { namespace: 'main', method: 'POST', path: '/v3/shop_contact_requests' },
  listAdminCoverageRequests: { namespace: 'main', method: 'GET', path: '/v3/admin/beta_contacts' },
  markAdminCoverageRequest: { namespace: 'main', method: 'PUT', path: '/v3/admin/beta_contacts/:id/handled' },
  listAdminShopSuggestions: { namespace: 'main', method: 'GET', path: '/v3/admin/shop_contact_requests' },
  markAdminShopSuggestion: { namespace: 'main', method: 'PUT', path: '/v3/admin/shop_contact_requests/:id/handled' },
};

export const vehiclesEndpoints: Endpoints<typeof vehiclesRoutes> = {
  listVehicleYears: { namespace: 'turbo', method: 'GET', path: '/vehicles/years' },
  listAllMakes: { namespace: 'turbo', method: 'GET', path: '/vehicles/makes' },
  decodeVin: { namespace: 'turbo', method: 'GET', path: '/vehicles/vin/:vin' },
  listMakes: { namespace: 'turbo', method: 'GET', path: '/years/:year/makes' },
  listModels: { namespace: 'turbo', method: 'GET', path: '/years/:year/makes/:make/models' },
  listSubModels: { namespace: 'turbo', method: 'GET', path: '/years/:year/makes/:make/models/:model/sub_models' },
  listStyles: { namespace: 'turbo', method: 'GET', path: '/years/:year/makes/:make/models/:model/sub_models/:subModel/styles' },
  listOwnedVehicles: { namespace: 'main', method: 'GET', path: '/v3/users/vehicles' },
  createOwnedVehicle: { namespace: 'main', method: 'POST', path: '/v3/owned_vehicles' },
  updateOwnedVehicle: { namespace: 'main', method: 'PATCH', path: '/v3/owned_vehicles/:id' },
  replaceOwnedVehicle: { namespace: 'main', method: 'PUT', path: '/v3/owned_vehicles/:id' },
  deleteOwnedVehicle: { namespace: 'main', method: 'DELETE', path: '/v3/owned_vehicles/:id' },
};

export const serviceRequestsEndpoints: Endpoints<typeof serviceRequestsRoutes> = {
  createServiceRequest: { namespace: 'main', method: 'POST', path: '/v3/service_requests' },
  getServiceRequest: { namespace: 'main', method: 'GET', path: '/v3/users/service_requests/:id' },
  getPublicOffer: { namespace: 'main', method: 'GET', path: '/v3/offers/:offerId' },
  listOffers: { namespace: 'main', method: 'GET', path: '/v3/service_requests/:id/offers' },
  streamServiceRequestEvents: { namespace: 'main', method: 'GET', path: '/v3/service_requests/:id/events' },
  listUserServiceRequests: { namespace: 'main', method: 'GET', path: '/v3/users/:userId/service_requests' },
  listUserServiceRequestsInScope: { namespace: 'main', method: 'GET', path: '/v3/users/:userId/service_requests/:scope' },
  listVehicleServiceRequests: { namespace: 'main', method: 'GET', path: '/v3/owned_vehicles/:id/service_requests' },
  listVehicleServiceRequestsInScope: { namespace: 'main', method: 'GET', path: '/v3/owned_vehicles/:id/service_requests/:scope' },
  markOffersSeen: { namespace: 'main', method: 'PUT', path: '/v3/users/service_requests/:id/seen' },
  withdrawServiceRequest: { namespace: 'main', method: 'DELETE', path: '/v3/service_requests/:id' },
  listPackages: { namespace: 'main', method: 'GET', path: '/v3/owned_vehicles/:id/packages' },
  listIntervalServices: { namespace: 'turbo', method: 'GET', path: '/maintenance/interval_services' },
  listAdminServiceRequests: { namespace: 'main', method: 'GET', path: '/v3/admin/service_requests' },
  getAdminServiceRequest: { namespace: 'main', method: 'GET', path: '/v3/admin/service_requests/:id' },
  getAdminMetrics: { namespace: 'main', method: 'GET', path: '/v3/admin/metrics' },
};

export const paymentsEndpoints: Endpoints<typeof paymentsRoutes> = {
  createSetupIntent: { namespace: 'main', method: 'POST', path: '/v3/users/credit_cards/setup_intents' },
  createCreditCard: { namespace: 'main', method: 'POST', path: '/v3/users/credit_cards' },
  listCreditCards: { namespace: 'main', method: 'GET', path: '/v3/users/credit_cards' },
  getCreditCard: { namespace: 'main', method: 'GET', path: '/v3/users/credit_cards/:id' },
  updateCreditCard: { namespace: 'main', method: 'PUT', path: '/v3/users/credit_cards/:id' },
  deleteCreditCard: { namespace: 'main', method: 'DELETE', path: '/v3/users/credit_cards/:id' },
  confirmSandboxSetup: { namespace: 'gateway', method: 'POST', path: '/setup_intents/:id/confirm' },
  authenticateSandboxSetup: { namespace: 'gateway', method: 'POST', path: '/setup_intents/:id/authenticate' },
  refundAdminPayment: { namespace: 'main', method: 'POST', path: '/v3/admin/payment_authorisations/:id/refunds' },
  voidAdminPayment: { namespace: 'main', method: 'POST', path: '/v3/admin/payment_authorisations/:id/void' },
};

export const bookingsEndpoints: Endpoints<typeof bookingsRoutes> = {
  getAppointmentCalendar: { namespace: 'main', method: 'GET', path: '/v3/appointments/:calendarUid/calendar.ics' },
  listAppointmentProposals: { namespace: 'main', method: 'GET', path: '/v3/users/service_requests/:id/appointment_proposals/:slotArg' },
  bookOffer: { namespace: 'main', method: 'PUT', path: '/v3/service_requests/:id/offers/:offerId' },
  unacceptOffer: { namespace: 'main', method: 'PUT', path: '/v3/service_requests/:id/offers/:offerId/unaccept' },
  scheduleAppointment: { namespace: 'main', method: 'PUT', path: '/v3/users/service_requests/:id/appointments' },
  listAppointments: { namespace: 'main', method: 'GET', path: '/v3/users/service_requests/:id/appointments' },
  deleteAppointment: { namespace: 'main', method: 'DELETE', path: '/v3/users/service_requests/:id/appointments' },
  acceptAppointmentProposal: { namespace: 'main', method: 'POST', path: '/v3/users/service_requests/appointments' },
  listShopBookings: { namespace: 'shop', method: 'GET', path: '/locations/:locationId/appointments' },
  listShopBookingTimes: { namespace: 'shop', method: 'GET', path: '/locations/:locationId/appointments/:appointmentId/proposals' },
  proposeShopAppointmentTime: { namespace: 'shop', method: 'POST', path: '/locations/:locationId/appointments/:appointmentId/proposals' },
  completeShopAppointment: { namespace: 'shop', method: 'POST', path: '/locations/:locationId/appointments/:appointmentId/completion' },
  markShopAppointmentNoShow: { namespace: 'shop', method: 'POST', path: '/locations/:locationId/appointments/:appointmentId/no-show' },
};

export const standaloneAppointmentsEndpoints: Endpoints<typeof standaloneAppointmentsRoutes> = {
  listStandaloneLocations: { namespace: 'main', method: 'GET', path: '/v3/standalone_appointments/locations' },
  listStandaloneProposals: { namespace: 'main', method: 'GET', path: '/v3/standalone_appointments/:id/appointment_proposals' },
  createStandaloneAppointment: { namespace: 'main', method: 'POST', path: '/v3/standalone_appointments' },
  cancelStandaloneAppointment: { namespace: 'main', method: 'PUT', path: '/v3/standalone_appointments/:id/cancel' },
  listUserStandaloneAppointments: { namespace: 'main', method: 'GET', path: '/v3/users/:userId/standalone_appointments' },
  listUserUpcomingStandaloneAppointments: { namespace: 'main', method: 'GET', path: '/v3/users/:userId/standalone_appointments/upcoming' },
  getUserStandaloneAppointment: { namespace: 'main', method: 'GET', path: '/v3/users/:userId/standalone_appointments/:id' },
  markShopStandaloneNoShow: { namespace: 'shop', method: 'POST', path: '/locations/:locationId/standalone-appointments/:appointmentId/no-show' },
};

export const extraLinesEndpoints: Endpoints<typeof extraLinesRoutes> = {
  listExtraLines: { namespace: 'main', method: 'GET', path: '/v3/users/service_requests/:id/extra_lines' },
  decideExtraLine: { namespace: 'main', method: 'PUT', path: '/v3/users/service_requests/:id/extra_lines/:lineId' },
  getExtraLinePhoto: { namespace: 'main', method: 'GET', path: '/v3/users/service_requests/:id/extra_lines/:lineId/photo' },
  listAdvisedWork: { namespace: 'main', method: 'GET', path: '/v3/owned_vehicles/:id/advised_work' },
  createShopExtraLines: { namespace: 'shop', method: 'POST', path: '/locations/:locationId/appointments/:appointmentId/extra_lines' },
  listShopExtraLines: { namespace: 'shop', method: 'GET', path: '/locations/:locationId/appointments/:appointmentId/extra_lines' },
  getShopExtraLinePhoto: { namespace: 'shop', method: 'GET', path: '/locations/:locationId/appointments/:appointmentId/extra_lines/:lineId/photo' },
};

export const reviewsEndpoints: Endpoints<typeof reviewsRoutes> = {
  getNpsSurvey: { namespace: 'main', method: 'GET', path: '/v3/service_requests/:id' },
  answerNps: { namespace: 'main', method: 'POST', path: '/v3/users/nps' },
  createReview: { namespace: 'main', method: 'POST', path: '/v3/users/reviews/:locationId' },
  updateReview: { namespace: 'main', method: 'PUT', path: '/v3/users/reviews/:locationId' },
  listUserReviews: { namespace: 'main', method: 'GET', path: '/v3/users/reviews' },
  listPublicReviews: { namespace: 'main', method: 'GET', path: '/v3/reviews' },
  listShopReviews: { namespace: 'shop', method: 'GET', path: '/locations/:locationId/reviews' },
  replyToReview: { namespace: 'shop', method: 'PUT', path: '/locations/:locationId/reviews/:reviewId/reply' },
};

export const shopsEndpoints: Endpoints<typeof shopsRoutes> = {
  listShopLocations: { namespace: 'shop', method: 'GET', path: '/locations' },
  updateShopSettings: { namespace: 'shop', method: 'PATCH', path: '/locations/:locationId' },
  listShopRequests: { namespace: 'shop', method: 'GET', path: '/locations/:locationId/requests' },
  getShopRequest: { namespace: 'shop', method: 'GET', path: '/locations/:locationId/requests/:requestId' },
  createShopOffer: { namespace: 'shop', method: 'POST', path: '/locations/:locationId/requests/:requestId/offers' },
  updateShopOffer: { namespace: 'shop', method: 'PUT', path: '/locations/:locationId/offers/:offerId' },
  withdrawShopOffer: { namespace: 'shop', method: 'DELETE', path: '/locations/:locationId/offers/:offerId' },
  createShopApplication: { namespace: 'main', method: 'POST', path: '/v3/shop_applications' },
  listAdminShopApplications: { namespace: 'main', method: 'GET', path: '/v3/admin/shop_applications' },
  getAdminShopApplication: { namespace: 'main', method: 'GET', path: '/v3/admin/shop_applications/:id' },
  markAdminShopApplication: { namespace: 'main', method: 'PUT', path: '/v3/admin/shop_applications/:id/handled' },
  listAdminShopLocations: { namespace: 'main', method: 'GET', path: '/v3/admin/shop_locations' },
  getAdminShopLocation: { namespace: 'main', method: 'GET', path: '/v3/admin/shop_locations/:locationId' },
  updateAdminShopSettings: { namespace: 'main', method: 'PATCH', path: '/v3/admin/shop_locations/:locationId' },
  setAdminShopActivation: { namespace: 'main', method: 'PUT', path: '/v3/admin/shop_locations/:locationId/activation' },
  addAdminShopStaff: { namespace: 'main', method: 'POST', path: '/v3/admin/shop_locations/:locationId/staff' },
  removeAdminShopStaff: { namespace: 'main', method: 'DELETE', path: '/v3/admin/shop_locations/:locationId/staff/:userId' },
};

export const outboxEndpoints: Endpoints<typeof outboxRoutes> = {
  listOutboxMessages: { namespace: 'main', method: 'GET', path: '/v3/outbox_messages' },
  getOutboxAttachment: { namespace: 'main', method: 'GET', path: '/v3/outbox_messages/:id/attachments/:attachmentId' },
};

export const membershipEndpoints: Endpoints<typeof membershipRoutes> = {
  getProgramAndPlan: { namespace: 'membership', method: 'GET', path: '/lookup/program-and-plan/:program/:plan' },
  validateProgramAndPlan: { namespace: 'membership', method: 'GET', path: '/lookup/program-validation/:program/:plan' },
  getCoverage: { namespace: 'membership', method: 'GET', path: '/lookup/vo-coverage/:zipcode/:program' },
  getCoverageByProgramPlan: { namespace: 'membership', method: 'GET', path: '/lookup/vo-coverage-by-program-plan/:zipcode/:programPlanId' },
  listMyPrograms: { namespace: 'membership', method: 'GET', path: '/my-coverage/programs' },
  listMyPartners: { namespace: 'membership', method: 'GET', path: '/my-partners' },
  getPartnerByProgramAndPlan: { namespace: 'membership', method: 'GET', path: '/my-partners/by-program-and-plan/:program/:plan' },
  listAdministeredPartners: { namespace: 'membership', method: 'GET', path: '/my-partners/admin/list' },
  listPartnerMembers: { namespace: 'membership', method: 'GET', path: '/my-partners/admin/:partnerId/members' },
  exportPartnerMembers: { namespace: 'membership', method: 'GET', path: '/my-partners/admin/:partnerId/members.csv' },
  listPartnerOffers: { namespace: 'membership', method: 'GET', path: '/my-offers/:partnerId' },
  getLandingPage: { namespace: 'membership', method: 'GET', path: '/content/landing-page' },
  listPublicFaqs: { namespace: 'membership', method: 'GET', path: '/content/faq' },
  listMySubscriptions: { namespace: 'membership', method: 'GET', path: '/my-subscriptions' },
  listMyDetailedSubscriptions: { namespace: 'membership', method: 'GET', path: '/my-subscriptions/detailed' },
  listSubscriptionOptions: { namespace: 'membership', method: 'GET', path: '/my-subscriptions/subscription-options' },
  listPlanSubscriptionOptions: { namespace: 'membership', method: 'GET', path: '/my-subscriptions/subscription-options/:programPlanId' },
  listFaqs: { namespace: 'membership', method: 'GET', path: '/my-subscriptions/faq' },
  checkSubscription: { namespace: 'membership', method: 'GET', path: '/my-subscriptions/check' },
  createSubscription: { namespace: 'membership', method: 'POST', path: '/my-subscriptions' },
  subscribe: { namespace: 'membership', method: 'POST', path: '/my-subscriptions/subscribe' },
  subscribeByProgramAndPlan: { namespace: 'membership', method: 'POST', path: '/my-subscriptions/:program/:plan' },
  cancelSubscription: { namespace: 'membership', method: 'DELETE', path: '/my-subscriptions/:id/cancel' },
  updatePaymentMethod: { namespace: 'membership', method: 'PUT', path: '/my-subscriptions/:id' },
  listSubscriptionPayments: { namespace: 'membership', method: 'GET', path: '/my-subscriptions/:id/payments' },
  getPaymentIntent: { namespace: 'membership', method: 'GET', path: '/my-subscriptions/stripe/payment-intent' },
  createMembershipSetupIntent: { namespace: 'membership', method: 'POST', path: '/my-subscriptions/stripe/setup-intent' },
  listPaymentMethods: { namespace: 'membership', method: 'GET', path: '/my-subscriptions/payment-methods' },
  activateRoadside: { namespace: 'membership', method: 'POST', path: '/my-subscriptions/roadside/activate' },
  listPartialVehicles: { namespace: 'membership', method: 'GET', path: '/partial-vehicles' },
  linkPartialVehicle: { namespace: 'membership', method: 'PUT', path: '/partial-vehicles/:id' },
};

export const messagesEndpoints: Endpoints<typeof messagesRoutes> = {
  listMessageThreads: { namespace: 'main', method: 'GET', path: '/v3/message_threads' },
  getMessageThread: { namespace: 'main', method: 'GET', path: '/v3/message_thread' },
  createSupportMessage: { namespace: 'main', method: 'POST', path: '/v3/admin/users/:userId/support_messages' },
  createMessage: { namespace: 'main', method: 'POST', path: '/v3/messages' },
  markMessageThreadRead: { namespace: 'main', method: 'PUT', path: '/v3/message_threads/:id' },
  streamUserEvents: { namespace: 'main', method: 'GET', path: '/v3/users/events' },
  listShopMessageThreads: { namespace: 'shop', method: 'GET', path: '/locations/:locationId/message-threads' },
  getShopMessageThread: { namespace: 'shop', method: 'GET', path: '/locations/:locationId/message-threads/:threadId' },
  createShopMessage: { namespace: 'shop', method: 'POST', path: '/locations/:locationId/message-threads/:threadId/messages' },
  createShopRequestMessage: { namespace: 'shop', method: 'POST', path: '/locations/:locationId/requests/:requestId/messages' },
  markShopMessageThreadRead: { namespace: 'shop', method: 'PUT', path: '/locations/:locationId/message-threads/:threadId/read' },
};

export const searchEndpoints: Endpoints<typeof searchRoutes> = {
  globalSearch: { namespace: 'main', method: 'GET', path: '/v3/users/search' },
};

export const carCareEndpoints: Endpoints<typeof carCareRoutes> = {
  listMaintenanceDue: { namespace: 'main', method: 'GET', path: '/v3/users/vehicles/maintenance_due' },
  getVehicleMaintenanceDue: { namespace: 'main', method: 'GET', path: '/v3/users/vehicles/:id/maintenance_due' },
  listWarranties: { namespace: 'main', method: 'GET', path: '/v3/users/warranties' },
};

export const vehicleHistoryEndpoints: Endpoints<typeof vehicleHistoryRoutes> = {
  getVehicleHistory: { namespace: 'main', method: 'GET', path: '/v3/users/vehicles/:id/history' },
  exportVehicleHistoryPdf: { namespace: 'main', method: 'GET', path: '/v3/users/vehicles/:id/history.pdf' },
  exportVehicleHistoryCsv: { namespace: 'main', method: 'GET', path: '/v3/users/vehicles/:id/history.csv' },
  listVehicleHistoryShares: { namespace: 'main', method: 'GET', path: '/v3/users/vehicles/:id/history/shares' },
  createVehicleHistoryShare: { namespace: 'main', method: 'POST', path: '/v3/users/vehicles/:id/history/shares' },
  revokeVehicleHistoryShare: { namespace: 'main', method: 'DELETE', path: '/v3/users/vehicles/:id/history/shares/:shareId' },
  getSharedVehicleHistory: { namespace: 'main', method: 'GET', path: '/v3/vehicle_history_shares/:token' },
  exportSharedVehicleHistoryPdf: { namespace: 'main', method: 'GET', path: '/v3/vehicle_history_shares/:token/history.pdf' },
  exportSharedVehicleHistoryCsv: { namespace: 'main', method: 'GET', path: '/v3/vehicle_history_shares/:token/history.csv' },
};

export const autoRepairEndpoints: Endpoints<typeof autoRepairRoutes> = {
  listAutoRepairStates: { namespace: 'turbo', method: 'GET', path: '/auto-repair' },
  getAutoRepairState: { namespace: 'turbo', method: 'GET', path: '/auto-repair/:state' },
  getAutoRepairCity: { namespace: 'turbo', method: 'GET', path: '/auto-repair/:state/:city' },
  findAutoRepairCity: { namespace: 'turbo', method: 'GET', path: '/auto-repair-cities/nearest' },
};

export const maintenanceEndpoints: Endpoints<typeof maintenanceRoutes> = {
  getMaintenanceOverview: { namespace: 'turbo', method: 'GET', path: '/maintenance' },
  listMaintenanceMakes: { namespace: 'turbo', method: 'GET', path: '/maintenance/makes' },
  getMaintenanceMake: { namespace: 'turbo', method: 'GET', path: '/maintenance/makes/:make' },
  getModelMaintenance: { namespace: 'turbo', method: 'GET', path: '/maintenance/makes/:make/models/:model' },
  getModelYearMaintenance: { namespace: 'turbo', method: 'GET', path: '/maintenance/makes/:make/models/:model/years/:year' },
  getMakeModelMaintenance: { namespace: 'turbo', method: 'GET', path: '/maintenance/vehicles/:makeModel' },
  getMakeModelYearMaintenance: { namespace: 'turbo', method: 'GET', path: '/maintenance/vehicles/:makeModel/years/:year' },
};

export const repairCostsEndpoints: Endpoints<typeof repairCostsRoutes> = {
  getRepairCostIndex: { namespace: 'turbo', method: 'GET', path: '/repair-costs' },
  getRepairCostMake: { namespace: 'turbo', method: 'GET', path: '/repair-costs/:makeName' },
  getRepairCostModel: { namespace: 'turbo', method: 'GET', path: '/repair-costs/:makeName/:modelName' },
  listRecentRepairs: { namespace: 'turbo', method: 'GET', path: '/repair-costs/:makeName/:modelName/recent-repairs' },
  getRepairCostJob: { namespace: 'turbo', method: 'GET', path: '/repair-costs/:makeName/:modelName/:serviceSlug' },
};

export const auditEndpoints: Endpoints<typeof auditRoutes> = {
  listAuditLog: { namespace: 'main', method: 'GET', path: '/v3/admin/audit_log' },
};

export const testSupportEndpoints: Endpoints<typeof testSupportRoutes> = {
  createTestUser: { namespace: 'test', method: 'POST', path: '/users' },
  createTestAccessToken: { namespace: 'test', method: 'POST', path: '/access-tokens' },
  createTestResetToken: { namespace: 'test', method: 'POST', path: '/password-reset-tokens' },
  createTestPartner: { namespace: 'test', method: 'POST', path: '/partners' },
  setTestClock: { namespace: 'test', method: 'PUT', path: '/clock' },
  resetTestClock: { namespace: 'test', method: 'DELETE', path: '/clock' },
  runTestJob: { namespace: 'test', method: 'POST', path: '/jobs/:name/run' },
};
