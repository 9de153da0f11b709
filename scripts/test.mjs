#!/usr/bin/env node
// `npm test`: every check and test on a fresh machine — lint and typecheck (one check each), contracts,
// server (PGlite; and PostgreSQL when TEST_DATABASE_URL is set), web components, then Playwright end-to-end
// against the built server. Ends with one line CI reads: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const results = '.test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
let broken = false;

function run(label, command, args, env = process.env) {
  process.stdout.write(`\n=== ${label} ===\n`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  return result.status === 0;
}

/** A check that has no tests to count (lint, typecheck) is one passed or one failed in the final line. */
function check(label, script) {
  if (run(label, 'npm', ['run', script])) totals.passed += 1;
  else totals.failed += 1;
}

function countVitest(file) {
  if (!existsSync(file)) return false;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  // A file that failed to load has no tests to count but is still a failure.
  totals.failed += report.testResults.filter((f) => f.status === 'failed' && f.assertionResults.length === 0).length;
  return true;
}

const vitestArgs = (out, extra = []) => ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...extra];

check('lint', 'lint');
check('typecheck', 'typecheck');

// The server tests use PostgreSQL when TEST_DATABASE_URL is set: the first run is PGlite's whatever the shell holds.
const { TEST_DATABASE_URL, ...withoutPostgres } = process.env;

// Vitest exits non-zero for failed tests and also for unhandled errors while every test passed: both fail the run.
if (!run('unit, integration and component tests (PGlite)', 'npx', vitestArgs(`${results}/vitest.json`), withoutPostgres)) {
  broken = true;
}
if (!countVitest(`${results}/vitest.json`)) broken = true;

if (TEST_DATABASE_URL) {
  if (!run('server integration tests (PostgreSQL)', 'npx', vitestArgs(`${results}/vitest-pg.json`, ['--project', 'server']))) {
    broken = true;
  }
  if (!countVitest(`${results}/vitest-pg.json`)) broken = true;
}

if (!process.env.SKIP_E2E) {
  if (!run('build', 'npm', ['run', 'build'])) {
    broken = true;
  } else {
    run('end-to-end tests (Playwright, Chromium)', 'npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
      ...process.env,
      PLAYWRIGHT_JSON_OUTPUT_NAME: path.resolve(results, 'e2e.json'),
      CI: process.env.CI ?? '1',
    });
    const file = `${results}/e2e.json`;
    if (existsSync(file)) {
      const { stats } = JSON.parse(readFileSync(file, 'utf8'));
      totals.passed += stats.expected;
      totals.failed += stats.unexpected + stats.flaky;
      totals.skipped += stats.skipped;
      if (stats.expected + stats.unexpected === 0) broken = true;
    } else {
      broken = true;
    }
  }
}

if (broken) totals.failed = Math.max(totals.failed, 1);
process.stdout.write(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}\n`);
process.exit(totals.failed > 0 ? 1 : 0);
