import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ensureWebBuild } from '../test/web-build.ts';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));

/** `node --import tsx src/main.ts` as `npm start` runs it, with its output collected. */
function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = { stdout: '', stderr: '' };
  child.stdout.on('data', (chunk) => (output.stdout += chunk));
  child.stderr.on('data', (chunk) => (output.stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, output, exited };
}

async function waitFor(check: () => string | undefined, child: ChildProcess, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = check();
    if (found) return found;
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('timed out');
}

describe('main (the process npm start runs)', () => {
  it('exits with 1 and lists every bad variable when the environment is wrong', async () => {
    const { output, exited } = start({ PORT: 'eighty', LOG_LEVEL: 'loud' });
    expect(await exited).toBe(1);
    expect(output.stderr).toMatch(/^Invalid configuration:\n/);
    expect(output.stderr).toContain('  - PORT: ');
    expect(output.stderr).toContain('  - LOG_LEVEL: ');
  });

  it('serves, then shuts down cleanly on SIGTERM', { timeout: 180_000 }, async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pitstop-main-'));
    const { child, output, exited } = start({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      WEB_BUILD_DIR: await ensureWebBuild(),
    });
    try {
      const baseUrl = await waitFor(() => /is ready at (http:\/\/127\.0\.0\.1:\d+)/.exec(output.stdout)?.[1], child);
      // Not a terminal: JSON lines, the ready line naming the Node version it runs on (the project's own, 24).
      const ready = output.stdout.split('\n').find((line) => line.includes('is ready at')) ?? '';
      expect(JSON.parse(ready)).toMatchObject({ level: 30, node: process.version, mode: 'production' });
      // A local server loads the demo data by default, and its ready line names the sign-ins.
      expect(JSON.parse(ready).demoAccounts).toEqual(
        expect.arrayContaining([{ role: 'admin', email: 'admin@pitstop.test', password: 'pitstop-admin' }]),
      );
      // No NODE_ENV switch turns test support on: not a word of it.
      expect(output.stdout).not.toContain('TEST SUPPORT');
      expect(process.version).toMatch(/^v24\./);
      expect((await fetch(`${baseUrl}/readyz`)).status).toBe(200);
      const home = await fetch(`${baseUrl}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('</html>');

      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(output.stdout).toContain('"reason":"SIGTERM"');
      expect(output.stdout).toContain('shutting down');
      await expect(fetch(`${baseUrl}/healthz`)).rejects.toThrow();
    } finally {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('greets a person at a terminal with the address, the demo sign-ins and where mail goes', { timeout: 180_000 }, async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pitstop-main-'));
    // LOG_FORMAT=pretty is what a terminal gets by default (config.ts); here stdout is a pipe.
    const { child, output, exited } = start({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_FORMAT: 'pretty',
      WEB_BUILD_DIR: await ensureWebBuild(),
    });
    try {
      await waitFor(() => (output.stdout.includes('Stop        Ctrl-C') ? 'ready' : undefined), child);
      expect(output.stdout).toMatch(/Pitstop is ready at http:\/\/127\.0\.0\.1:\d+ {3}\(Node v24\.\d+\.\d+, production\)/);
      expect(output.stdout).toContain('Sign in as  demo@pitstop.test / pitstop-demo');
      expect(output.stdout).toContain('admin@pitstop.test / pitstop-admin');
      expect(output.stdout).toContain('shop.austin@pitstop.test / pitstop-shop');
      expect(output.stdout).toMatch(/Mail {8}keeps email and text messages unsent: read them at http:\/\/127\.0\.0\.1:\d+\/dev\/outbox/);
      // Log lines are for reading, not JSON.
      expect(output.stdout).not.toMatch(/^\{"level"/m);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('warns at start, in the JSON log, when test support is switched on', { timeout: 180_000 }, async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pitstop-main-'));
    const { child, output, exited } = start({
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'false',
      DEV_TEST_SUPPORT: 'true',
      WEB_BUILD_DIR: await ensureWebBuild(),
    });
    try {
      await waitFor(() => (output.stdout.includes('is ready at') ? 'ready' : undefined), child);
      const warning = output.stdout.split('\n').find((line) => line.includes('TEST SUPPORT IS ON'));
      expect(JSON.parse(warning ?? '{}')).toMatchObject({ level: 40, testSupport: true });
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
