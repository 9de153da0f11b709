import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const webRoot = path.join(repoRoot, 'apps/web');

/** What a web build is made from: a change to any of these makes the test build stale. */
const SOURCES = [
  'apps/web/app',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
  'apps/web/postcss.config.cjs',
  'apps/web/package.json',
  'packages/contracts/src',
];
const STALE_LOCK_MS = 5 * 60_000;

function newestChange(entry: string): number {
  const stat = statSync(entry, { throwIfNoEntry: false });
  if (!stat?.isDirectory()) return stat?.mtimeMs ?? 0;
  return Math.max(stat.mtimeMs, ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A production build of the web app in a directory of its own (WEB_BUILD_DIR), so server tests never
 * depend on, or overwrite, anyone's `build/`. Built when missing or older than its sources; test files
 * running at the same time wait for one build. Returns the directory name for WEB_BUILD_DIR.
 */
export async function ensureWebBuild(dir = 'build-test'): Promise<string> {
  const stamp = path.join(webRoot, dir, '.built-at');
  const lock = path.join(webRoot, `${dir}.lock`);
  const isFresh = () =>
    existsSync(stamp) &&
    statSync(stamp).mtimeMs >= Math.max(...SOURCES.map((source) => newestChange(path.join(repoRoot, source))));

  while (!isFresh()) {
    try {
      mkdirSync(lock);
    } catch {
      // Another test file is building. A lock this old was left by a killed run.
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_LOCK_MS) rmSync(lock, { recursive: true, force: true });
      await sleep(500);
      continue;
    }
    try {
      const startedAt = new Date();
      // Built aside and swapped in, so a test reading the current build never sees a half-written one.
      const next = `${dir}.next-${process.pid}`;
      const result = spawnSync('npx', ['react-router', 'build'], {
        cwd: webRoot,
        env: { ...process.env, WEB_BUILD_DIR: next, NODE_ENV: 'production' },
        encoding: 'utf8',
      });
      if (result.status !== 0) {
        rmSync(path.join(webRoot, next), { recursive: true, force: true });
        throw new Error(`The web build failed (apps/web, WEB_BUILD_DIR=${dir}):\n${result.stdout}\n${result.stderr}`);
      }
      // Stamped with the start time: a source saved during the build makes the next run build again.
      const nextStamp = path.join(webRoot, next, '.built-at');
      writeFileSync(nextStamp, '');
      utimesSync(nextStamp, startedAt, startedAt);
      const old = path.join(webRoot, `${dir}.old-${process.pid}`);
      if (existsSync(path.join(webRoot, dir))) renameSync(path.join(webRoot, dir), old);
      renameSync(path.join(webRoot, next), path.join(webRoot, dir));
      rmSync(old, { recursive: true, force: true });
      return dir;
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  return dir;
}
