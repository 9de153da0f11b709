/** Test support: never mounted on a production server (unless E2E=true); its factories serve vitest too. */
export { testSupportModule } from './test-support.module.ts';
export { createTestUser, DEFAULT_TEST_PASSWORD, type TestUser } from './create-test-user.ts';
