/**
 * Imported first by the scripts that measure the app as production runs it (bench, profile-ssr, lighthouse):
 * React, React DOM and the libraries on them pick their production build by `process.env.NODE_ENV` when they are
 * first loaded, which `loadConfig({ NODE_ENV: 'production' })` does not set. Without it every page render ran
 * React's development build (prop validation, owner stacks, `console.createTask`): 5–16 req/s instead of hundreds.
 * `npm run start:prod` sets the variable itself.
 */
process.env.NODE_ENV = 'production';
