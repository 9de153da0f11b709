import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_OFFERS_PER_REQUEST, REQUESTS_PER_ACCOUNT_PER_DAY } from '@pitstop/contracts';
import { pageUrl } from '@pitstop/contracts/pages';
import { z } from 'zod';
import { isLoopback } from './lib/loopback.ts';

/** The only reader of process.env (STYLE rule 6): parsed once, fails fast listing what is wrong. */
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /** pretty: one readable line per entry (a terminal); json: JSON lines (log collectors). Default: by the terminal. */
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  DATABASE_URL: z.string().optional(),
  /** Server processes sharing the port (node:cluster, main.ts; ADR 077): PostgreSQL only, PGlite runs one. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
  /** Relative paths are taken from the repository root, whichever workspace runs. */
  DATA_DIR: z.string().default('.data'),
  REDIS_URL: z.string().optional(),
  BRAND_NAME: z.string().min(1).default('Pitstop'),
  BRAND_SLUG: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'lowercase letters, digits and dashes')
    .default('pitstop'),
  JWT_SECRET: z.string().min(32).optional(),
  TRUST_PROXY: bool.default(false),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
  PAGE_CACHE_MAX_BYTES: z.coerce.number().int().nonnegative().default(32 * 1024 * 1024),
  PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().nonnegative().default(60),
  WEB_BUILD_DIR: z.string().optional(),
  /** Unset: demo data only on a local server (PUBLIC_URL on loopback), where the outbox is open too (ADR 018). */
  SEED_DEMO_DATA: bool.optional(),
  /** The Help page's phone number (shown only when set), e.g. '+1 512 555 0100'. */
  SUPPORT_PHONE: z.string().trim().min(7).max(32).regex(/^[+\d][\d ().-]*$/, 'a phone number: digits, spaces, ( ) . - and a leading +').optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Where the Stripe SDK sends its calls (a local fake of Stripe's API in tests); unset: Stripe itself. */
  STRIPE_API_BASE: z.url({ protocol: /^https?$/, error: 'an absolute http(s) address' }).optional(),
  SMTP_URL: z.string().optional(),
  EMAIL_FROM: z.string().default('Pitstop <no-reply@pitstop.local>'),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  /** Where text messages are posted (a local fake of Twilio's Messages API in tests); unset: Twilio itself. */
  TWILIO_API_BASE: z.url({ protocol: /^https?$/, error: 'an absolute http(s) address' }).optional(),
  FACEBOOK_APP_ID: z.string().optional(),
  FACEBOOK_APP_SECRET: z.string().optional(),
  /** Requests per minute per IP on each sign-in/sign-up/reset route; per email per 15 minutes where keyed by email. */
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().optional(),
  /**
   * Service requests one account makes a day (one caller address: REQUESTS_PER_ADDRESS_FACTOR times it). Unset:
   * the contracts' REQUESTS_PER_ACCOUNT_PER_DAY; test and e2e runs, which make far more, 10 000.
   */
  REQUEST_DAILY_MAX: z.coerce.number().int().positive().optional(),
  /**
   * The counted limits (ADR 046): upcoming appointments per shop and overall, after no-shows, and what an
   * unconfirmed account holds (one booking of an offer, three open requests). On, except in unit-test runs, whose
   * customers book and ask far more than people do; a test of the limits sets it. An unconfirmed account books no
   * standalone appointment whatever this says.
   */
  BOOKING_LIMITS: bool.optional(),
  /** The e2e server runs production mode with E2E=true: test-support routes are then served. */
  E2E: bool.default(false),
  /**
   * A development machine's switch for what E2E=true turns on (test-support routes, `dev:` social tokens):
   * `npm run dev` sets it. Never implied by NODE_ENV, so a server started without one serves neither.
   */
  DEV_TEST_SUPPORT: bool.default(false),
  /**
   * A fault point for the two-process booking test (ADR 045): a booking waits forever right after its card hold,
   * so the test can kill the process there. Honoured only with test support on.
   */
  TEST_FAULT_BOOKING_PAUSE_AFTER_HOLD: bool.default(false),
  /** The external dashboards (the admin's and the partners'), by absolute address; unset: none (ADR 011 addendum). */
  STAFF_DASHBOARD_URL: z.url({ protocol: /^https?$/, error: 'an absolute http(s) address' }).optional(),
  ADMIN_DASHBOARD_URL: z.url({ protocol: /^https?$/, error: 'an absolute http(s) address' }).optional(),
  PARTNER_ADMIN_URL: z.url({ protocol: /^https?$/, error: 'an absolute http(s) address' }).optional(),
  SUPPORT_EMAIL: z.email().default('support@pitstop.local'),
  /** Instant (autoquote) offers made with a service request: from the nearest shops that can price it. */
  OFFERS_PER_REQUEST: z.coerce.number().int().min(1).max(20).default(DEFAULT_OFFERS_PER_REQUEST),
});

/** Every variable the server reads (README's table and .env.example list the same). */
export const ENV_VARIABLES = Object.keys(EnvSchema.shape);

/** Rules across variables, checked on the raw values so they are listed together with the rest. */
function crossChecks(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_PUBLISHABLE_KEY) {
    problems.push('STRIPE_PUBLISHABLE_KEY: required with STRIPE_SECRET_KEY');
  }
  // A production server others reach is reached over TLS (terminated in front of it): the links it mails, its
  // Secure cookie and HSTS all assume https. Only one on this machine (the e2e run, npm run load) may say http.
  if (env.NODE_ENV === 'production' && env.PUBLIC_URL && URL.canParse(env.PUBLIC_URL)) {
    const url = new URL(env.PUBLIC_URL);
    if (url.protocol !== 'https:' && !isLoopback(url.hostname)) {
      problems.push('PUBLIC_URL: must be https:// in production (http only on a loopback address: this machine)');
    }
  }
  // Several nodes on one database must sign sessions with the same key.
  if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.JWT_SECRET) {
    problems.push('JWT_SECRET: required in production with an external database');
  }
  return problems;
}

export type Env = z.infer<typeof EnvSchema>;

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  host: string;
  port: number;
  publicUrl: string;
  /**
   * The server runs for this machine only: PUBLIC_URL's host is a loopback name or address (the default
   * http://localhost:$PORT). Then anyone calling from this machine may read the outbox (ADR 018).
   */
  localServer: boolean;
  logLevel: NonNullable<Env['LOG_LEVEL']>;
  logFormat: NonNullable<Env['LOG_FORMAT']>;
  databaseUrl: string | undefined;
  /** How many server processes main.ts runs (WEB_CONCURRENCY; 1 unless asked). */
  processes: number;
  /** Whether WEB_CONCURRENCY was given (PGlite then says it runs one process anyway). */
  processesGiven: boolean;
  /** Where PGlite keeps its data when no DATABASE_URL; `memory://` keeps it in memory. */
  pgliteDataDir: string;
  redisUrl: string | undefined;
  brandName: string;
  brandSlug: string;
  jwtSecret: string;
  trustProxy: boolean;
  rateLimitMax: number;
  pageCache: { maxBytes: number; ttlSeconds: number };
  webBuildDir: string | undefined;
  /**
   * Load the demo shops and accounts (whose passwords the README publishes): by default only on a local server;
   * elsewhere only when SEED_DEMO_DATA=true asks for it (then a warning at start).
   */
  seedDemoData: boolean;
  /** SEED_DEMO_DATA as given (undefined: the default by `localServer`). */
  seedDemoDataGiven: boolean | undefined;
  /** Stripe when secretKey is set (the payments module); otherwise the local sandbox gateway. */
  stripe: { secretKey?: string; publishableKey?: string; webhookSecret?: string; apiBase?: string };
  smtpUrl: string | undefined;
  emailFrom: string;
  twilio: { accountSid?: string; authToken?: string; from?: string; apiBase?: string };
  facebook: { appId?: string; appSecret?: string };
  authRateLimitMax: number;
  /** Service requests per account a day (ADR 046); per caller address, REQUESTS_PER_ADDRESS_FACTOR times it. */
  requestDailyMax: number;
  /** Whether the counted limits apply (ADR 046); off only in unit-test runs unless BOOKING_LIMITS says. */
  bookingLimits: boolean;
  /**
   * Test-support routes (/api/test) and the development social verifier (`dev:` tokens): only when switched on
   * by E2E=true or DEV_TEST_SUPPORT=true, whatever NODE_ENV says. A server with it on says so loudly at start.
   */
  testSupport: boolean;
  /** The e2e run (E2E=true): a production build on a loopback address, test support on. */
  e2e: boolean;
  /** Test-support fault points (never on without test support): a booking pauses after its hold (ADR 045). */
  testFaults: { bookingPauseAfterHold: boolean };
  staffDashboardUrl: string;
  adminDashboardUrl: string;
  partnerAdminUrl: string;
  supportEmail: string;
  /** The Help page's phone number; null: none is shown. */
  supportPhone: string | null;
  /** Autoquote offers made with each service request (the nearest locations that can price it). */
  offersPerRequest: number;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

export interface ConfigContext {
  /** Whether standard output is a terminal (a person reading), which picks the log format by default. */
  stdoutIsTerminal?: boolean;
}

export function loadConfig(
  source: Record<string, string | undefined> = process.env,
  { stdoutIsTerminal = Boolean(process.stdout.isTTY) }: ConfigContext = {},
): Config {
  // An empty variable means "not set" (as in `DATABASE_URL= npm start`).
  const given = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = EnvSchema.safeParse(given);
  const problems = [
    ...(parsed.error?.issues.map((i) => `${i.path.join('.') || '(environment)'}: ${i.message}`) ?? []),
    ...crossChecks(given),
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  return {
    env: env.NODE_ENV,
    isProduction,
    host: env.HOST,
    port: env.PORT,
    publicUrl,
    localServer: isLoopback(new URL(publicUrl).hostname),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    logFormat: env.LOG_FORMAT ?? (stdoutIsTerminal ? 'pretty' : 'json'),
    databaseUrl: env.DATABASE_URL,
    processes: env.WEB_CONCURRENCY ?? 1,
    processesGiven: env.WEB_CONCURRENCY !== undefined,
    pgliteDataDir: env.DATA_DIR === 'memory://' ? 'memory://' : path.resolve(repoRoot, env.DATA_DIR, 'pglite'),
    redisUrl: env.REDIS_URL,
    brandName: env.BRAND_NAME,
    brandSlug: env.BRAND_SLUG,
    // Embedded single-node default: a per-process secret means sessions end on restart, never a guessable key.
    jwtSecret: env.JWT_SECRET ?? randomBytes(32).toString('hex'),
    trustProxy: env.TRUST_PROXY,
    rateLimitMax: env.RATE_LIMIT_MAX,
    pageCache: { maxBytes: env.PAGE_CACHE_MAX_BYTES, ttlSeconds: env.PAGE_CACHE_TTL_SECONDS },
    webBuildDir: env.WEB_BUILD_DIR,
    seedDemoData: env.SEED_DEMO_DATA ?? isLoopback(new URL(publicUrl).hostname),
    seedDemoDataGiven: env.SEED_DEMO_DATA,
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      apiBase: env.STRIPE_API_BASE,
    },
    smtpUrl: env.SMTP_URL,
    emailFrom: env.EMAIL_FROM,
    twilio: { accountSid: env.TWILIO_ACCOUNT_SID, authToken: env.TWILIO_AUTH_TOKEN, from: env.TWILIO_FROM, apiBase: env.TWILIO_API_BASE },
    facebook: { appId: env.FACEBOOK_APP_ID, appSecret: env.FACEBOOK_APP_SECRET },
    // Test runs sign in far more often than people do; a test of the limit itself sets a low value.
    authRateLimitMax: env.AUTH_RATE_LIMIT_MAX ?? (env.NODE_ENV === 'test' || env.E2E ? 10_000 : 10),
    bookingLimits: env.BOOKING_LIMITS ?? env.NODE_ENV !== 'test',
    requestDailyMax: env.REQUEST_DAILY_MAX ?? (env.NODE_ENV === 'test' || env.E2E ? 10_000 : REQUESTS_PER_ACCOUNT_PER_DAY),
    testSupport: env.E2E || env.DEV_TEST_SUPPORT,
    e2e: env.E2E,
    testFaults: { bookingPauseAfterHold: (env.E2E || env.DEV_TEST_SUPPORT) && env.TEST_FAULT_BOOKING_PAUSE_AFTER_HOLD },
    // The operations consoles are this product's own pages unless others are configured (ADR 078).
    staffDashboardUrl: env.STAFF_DASHBOARD_URL ?? pageUrl(publicUrl, '/staff'),
    adminDashboardUrl: env.ADMIN_DASHBOARD_URL ?? pageUrl(publicUrl, '/admin'),
    // The partner admins' dashboard is this product's own page unless another is configured (ADR 060).
    partnerAdminUrl: env.PARTNER_ADMIN_URL ?? pageUrl(publicUrl, '/partner-admin'),
    supportEmail: env.SUPPORT_EMAIL,
    supportPhone: env.SUPPORT_PHONE ?? null,
    offersPerRequest: env.OFFERS_PER_REQUEST,
  };
}

/** For entry points (main, db cli): print what is wrong with the environment and exit. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
