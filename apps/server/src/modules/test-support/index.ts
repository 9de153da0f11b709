/** Development and test support: never registered on a production server (unless E2E=true). */
export { devRoutes } from './dev.routes.ts';
export { testSupportRoutes } from './test-support.routes.ts';
export { createTestUser, DEFAULT_TEST_PASSWORD, type TestUser } from './create-test-user.ts';
