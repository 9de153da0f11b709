import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The only reader of process.env (STYLE rule 6): parsed once, fails fast listing what is wrong. */
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: z.url().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    DATABASE_URL: z.string().optional(),
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
    SEED_DEMO_DATA: bool.default(true),
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    SMTP_URL: z.string().optional(),
    EMAIL_FROM: z.string().default('Pitstop <no-reply@pitstop.local>'),
    TWILIO_ACCOUNT_SID: z.string().optional(),
    TWILIO_AUTH_TOKEN: z.string().optional(),
    TWILIO_FROM: z.string().optional(),
    STAFF_DASHBOARD_URL: z.string().default('/staff'),
    ADMIN_DASHBOARD_URL: z.string().default('/admin'),
    PARTNER_ADMIN_URL: z.string().default('/partner-admin'),
  })
  .superRefine((env, ctx) => {
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_PUBLISHABLE_KEY) {
      ctx.addIssue({ code: 'custom', path: ['STRIPE_PUBLISHABLE_KEY'], message: 'required with STRIPE_SECRET_KEY' });
    }
  });

export type Env = z.infer<typeof EnvSchema>;

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  host: string;
  port: number;
  publicUrl: string;
  logLevel: NonNullable<Env['LOG_LEVEL']>;
  databaseUrl: string | undefined;
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
  seedDemoData: boolean;
  stripe: { secretKey?: string; publishableKey?: string; webhookSecret?: string };
  smtpUrl: string | undefined;
  emailFrom: string;
  twilio: { accountSid?: string; authToken?: string; from?: string };
  staffDashboardUrl: string;
  adminDashboardUrl: string;
  partnerAdminUrl: string;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set" (as in `DATABASE_URL= npm start`).
  const parsed = EnvSchema.safeParse(Object.fromEntries(Object.entries(source).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${i.path.join('.') || '(environment)'}: ${i.message}`),
    );
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  if (isProduction && !env.JWT_SECRET && env.DATABASE_URL) {
    throw new ConfigError(['JWT_SECRET: required in production with an external database']);
  }
  return {
    env: env.NODE_ENV,
    isProduction,
    host: env.HOST,
    port: env.PORT,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    databaseUrl: env.DATABASE_URL,
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
    seedDemoData: env.SEED_DEMO_DATA,
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    },
    smtpUrl: env.SMTP_URL,
    emailFrom: env.EMAIL_FROM,
    twilio: { accountSid: env.TWILIO_ACCOUNT_SID, authToken: env.TWILIO_AUTH_TOKEN, from: env.TWILIO_FROM },
    staffDashboardUrl: env.STAFF_DASHBOARD_URL,
    adminDashboardUrl: env.ADMIN_DASHBOARD_URL,
    partnerAdminUrl: env.PARTNER_ADMIN_URL,
  };
}
