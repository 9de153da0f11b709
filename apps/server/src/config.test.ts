import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, ENV_VARIABLES, loadConfig } from './config.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('loadConfig accepted the environment');
}

describe('loadConfig', () => {
  it('runs with no configuration at all: embedded database, port 3000, demo data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      isProduction: false,
      host: '0.0.0.0',
      port: 3000,
      publicUrl: 'http://localhost:3000',
      logLevel: 'info',
      databaseUrl: undefined,
      pgliteDataDir: path.join(repoRoot, '.data', 'pglite'),
      redisUrl: undefined,
      brandName: 'Pitstop',
      rateLimitMax: 300,
      pageCache: { maxBytes: 32 * 1024 * 1024, ttlSeconds: 60 },
      seedDemoData: true,
    });
    expect(config.jwtSecret).toMatch(/^[0-9a-f]{64}$/);
  });

  it('lists every bad variable at once, by name', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      LOG_LEVEL: 'loud',
      BRAND_SLUG: 'Not A Slug',
      RATE_LIMIT_MAX: '-1',
      TRUST_PROXY: 'maybe',
      PUBLIC_URL: 'not a url',
      STRIPE_SECRET_KEY: 'sk_test_x',
    });
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual(
      [
        'BRAND_SLUG',
        'LOG_LEVEL',
        'PORT',
        'PUBLIC_URL',
        'RATE_LIMIT_MAX',
        'STRIPE_PUBLISHABLE_KEY',
        'TRUST_PROXY',
      ].sort(),
    );
    expect(problems).toContain('BRAND_SLUG: lowercase letters, digits and dashes');
    expect(problems).toContain('STRIPE_PUBLISHABLE_KEY: required with STRIPE_SECRET_KEY');
  });

  it('says what is wrong in its message, one variable a line', () => {
    expect(() => loadConfig({ PORT: '70000', JWT_SECRET: 'short' })).toThrow(
      /^Invalid configuration:\n {2}- (PORT|JWT_SECRET): .+\n {2}- (PORT|JWT_SECRET): .+$/,
    );
  });

  it('requires a JWT secret in production with an external database (nodes must share it)', () => {
    expect(problemsOf({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/pitstop' })).toEqual([
      'JWT_SECRET: required in production with an external database',
    ]);
    const secret = 'x'.repeat(32);
    expect(loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/pitstop', JWT_SECRET: secret }).jwtSecret).toBe(
      secret,
    );
  });

  it('requires an https PUBLIC_URL in production, except on this machine (the e2e run and npm run load say http on loopback)', () => {
    const secret = 'x'.repeat(32);
    expect(problemsOf({ NODE_ENV: 'production', PUBLIC_URL: 'http://pitstop.example' })).toEqual([
      'PUBLIC_URL: must be https:// in production (http only on a loopback address: this machine)',
    ]);
    expect(problemsOf({ NODE_ENV: 'production', PUBLIC_URL: 'http://10.0.0.5:3000', JWT_SECRET: secret })).toHaveLength(1);
    for (const publicUrl of ['https://pitstop.example', 'http://127.0.0.1:4123', 'http://localhost:3000', 'http://[::1]:3000']) {
      expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: publicUrl }).publicUrl, publicUrl).toBe(publicUrl);
    }
    // Unset, production means the default http://localhost:$PORT; development takes any address.
    expect(loadConfig({ NODE_ENV: 'production' }).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PUBLIC_URL: 'http://pitstop.example' }).publicUrl).toBe('http://pitstop.example');
  });

  it('treats an empty variable as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', PORT: '', REDIS_URL: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.port).toBe(3000);
    expect(config.redisUrl).toBeUndefined();
  });

  it('reads the variables it is given', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      PUBLIC_URL: 'https://pitstop.example',
      TRUST_PROXY: 'true',
      DATA_DIR: 'memory://',
      PAGE_CACHE_MAX_BYTES: '0',
      SEED_DEMO_DATA: '0',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
    });
    expect(config).toMatchObject({
      isProduction: true,
      port: 8080,
      publicUrl: 'https://pitstop.example',
      trustProxy: true,
      pgliteDataDir: 'memory://',
      pageCache: { maxBytes: 0 },
      seedDemoData: false,
      stripe: { secretKey: 'sk_test_x', publishableKey: 'pk_test_x' },
    });
  });

  it('resolves a relative data directory from the repository root, whichever workspace runs', () => {
    expect(loadConfig({ DATA_DIR: 'var/data' }).pgliteDataDir).toBe(path.join(repoRoot, 'var', 'data', 'pglite'));
    expect(loadConfig({ DATA_DIR: '/srv/pitstop' }).pgliteDataDir).toBe('/srv/pitstop/pglite');
  });

  it('is silent in tests unless told otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('silent');
    expect(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
  });

  it('writes readable lines to a terminal and JSON lines to anything else, unless LOG_FORMAT says', () => {
    expect(loadConfig({}, { stdoutIsTerminal: true }).logFormat).toBe('pretty');
    expect(loadConfig({}, { stdoutIsTerminal: false }).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }, { stdoutIsTerminal: true }).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }, { stdoutIsTerminal: false }).logFormat).toBe('pretty');
  });
});

describe('test support', () => {
  it('turns test support on only when switched on, never by a missing or development NODE_ENV', () => {
    expect(loadConfig({}).testSupport).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).testSupport).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).testSupport).toBe(false);
    expect(loadConfig({ DEV_TEST_SUPPORT: 'true' }).testSupport).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', E2E: 'true' })).toMatchObject({ testSupport: true, e2e: true });
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ testSupport: false, e2e: false });
  });
});

describe('the configuration documents', () => {
  const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

  it('.env.example lists every variable, and nothing else, with values loadConfig accepts', () => {
    const entries = [...read('.env.example').matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map(
      ([, name, value]) => [name!, value!.replace(/^"(.*)"$/, '$1')] as const,
    );
    expect(entries.map(([name]) => name).sort()).toEqual([...ENV_VARIABLES].sort());
    expect(() => loadConfig(Object.fromEntries(entries))).not.toThrow();
  });

  it("README's configuration table has a row for every variable", () => {
    const rows = [...read('README.md').matchAll(/^\| `([A-Z][A-Z0-9_]*)` \|/gm)].map(([, name]) => name);
    expect(rows.sort()).toEqual([...ENV_VARIABLES].sort());
  });

});
