// Every setting is read once, here, from the environment and validated with zod.
// In production a missing or malformed required setting stops the start with one line naming
// the variable; in local runs safe defaults are generated once and kept under data/.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isIP } from 'node:net';
import { z } from 'zod';

export const ROOT_DIR = path.resolve(import.meta.dirname, '..');

const optionalUrl = z.url().optional();
const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

/**
 * TRUST_PROXY: the reverse proxies whose X-Forwarded-For / -Proto / -Host the server believes,
 * comma-separated addresses or CIDR ranges (e.g. `10.0.0.0/8,127.0.0.1`). None by default: the
 * client address is then the socket's, so a client can't name its own rate-limit bucket.
 */
export function parseTrustProxy(value: string): string[] {
  const entries = value.split(',').map((e) => e.trim()).filter(Boolean);
  for (const entry of entries) {
    const [address, prefix, extra] = entry.split('/');
    const version = isIP(address ?? '');
    const bits = version === 4 ? 32 : 128;
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits);
    if (!version || extra !== undefined || !prefixOk) throw new Error(`"${entry}" is not an IP address or CIDR range`);
  }
  return entries;
}

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4321),
  HOST: z.string().min(1).default('0.0.0.0'),
  APP_ENV: z.enum(['local', 'production']).default('local'),
  DATA_DIR: z.string().min(1).default(path.join(ROOT_DIR, 'data')),
  DATABASE_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  JWT_SECRET: z.preprocess(emptyToUndefined, z.string().min(32).optional()),
  PUBLIC_URL: z.preprocess(emptyToUndefined, optionalUrl),
  AI_BASE_URL: z.preprocess(emptyToUndefined, optionalUrl),
  AI_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  AI_MODEL: z.preprocess(emptyToUndefined, z.string().optional()),
  /** the illustrator (issue 16): an OpenAI-compatible Images API; IMAGE_BASE_URL/IMAGE_API_KEY fall back to AI_BASE_URL/AI_API_KEY */
  IMAGE_BASE_URL: z.preprocess(emptyToUndefined, optionalUrl),
  IMAGE_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  /** the image model; the provider illustrator runs only when it is set (else the offline one) */
  IMAGE_MODEL: z.preprocess(emptyToUndefined, z.string().optional()),
  /** 'edits': send reference portraits to /images/edits; 'none': /images/generations only */
  IMAGE_REFERENCES: z.enum(['none', 'edits']).default('none'),
  SMTP_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.string().default('Bookloom <no-reply@bookloom.app>'),
  GOOGLE_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GTM_ID: z.preprocess(emptyToUndefined, z.string().regex(/^GTM-[A-Z0-9]+$/).optional()),
  ANALYTICS_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  WORKERS: z.enum(['in-process', 'off']).default('in-process'),
  /** how long public library listings may be served from memory (0: never) */
  LIBRARY_CACHE_SECONDS: z.coerce.number().int().min(0).max(600).default(5),
  // the largest GraphQL answer sent, in MB (api/graphql/limits.ts): a bigger one is refused whole
  GRAPHQL_MAX_RESPONSE_MB: z.coerce.number().positive().max(1024).default(8),
  /** Stripe (issue 15): all three or none; without them buying credits is not set up */
  STRIPE_SECRET_KEY: z.preprocess(emptyToUndefined, z.string().regex(/^(sk|rk)_(test|live)_\w+$/, 'expected sk_test_…, sk_live_… or rk_…').optional()),
  STRIPE_PUBLISHABLE_KEY: z.preprocess(emptyToUndefined, z.string().regex(/^pk_(test|live)_\w+$/, 'expected pk_test_… or pk_live_…').optional()),
  STRIPE_WEBHOOK_SECRET: z.preprocess(emptyToUndefined, z.string().regex(/^whsec_\S+$/, 'expected whsec_…').optional()),
  /** where the Stripe SDK sends its requests (a local stand-in in tests); default api.stripe.com */
  STRIPE_API_BASE: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  /** the file store (issue 16): an S3-compatible bucket when STORAGE_BUCKET is set, else files under DATA_DIR/storage */
  STORAGE_BUCKET: z.preprocess(emptyToUndefined, z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'expected an S3 bucket name').optional()),
  /** the S3 API's root (R2, MinIO, a local server); default AWS S3 in STORAGE_REGION */
  STORAGE_ENDPOINT: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  STORAGE_REGION: z.string().min(1).default('us-east-1'),
  STORAGE_ACCESS_KEY_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  STORAGE_SECRET_ACCESS_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  /** a public base URL the bucket's files are served from (a CDN); else links are signed and expire */
  STORAGE_PUBLIC_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  /** bucket in the path (http://host/bucket/key), as MinIO and local servers want; default on with STORAGE_ENDPOINT */
  STORAGE_FORCE_PATH_STYLE: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
  TRUST_PROXY: z.string().default('').transform((value, ctx) => {
    try {
      return parseTrustProxy(value);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: `expected comma-separated IP addresses or CIDR ranges: ${(error as Error).message}` });
      return z.NEVER;
    }
  }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
});

/** Settings a production run must be given; local runs generate or default them. */
const REQUIRED_IN_PRODUCTION = {
  DATABASE_URL: 'a postgres:// connection URL',
  JWT_SECRET: 'a random string of at least 32 characters',
  PUBLIC_URL: 'the public https:// URL of the site',
} as const;

export type Env = z.infer<typeof schema>;

export interface Config extends Env {
  JWT_SECRET: string;
  PUBLIC_URL: string;
  isProduction: boolean;
  isLocal: boolean;
  /** the three Stripe settings are given: credits can be bought */
  paymentsEnabled: boolean;
  /** The defaults in force, printed at start so a newcomer knows what runs. */
  defaultsInUse: string[];
}

export class ConfigError extends Error {}

interface LocalSettings {
  jwtSecret: string;
}

/** The generated local secrets, kept under DATA_DIR so sessions survive a restart. */
function localSettings(dataDir: string): LocalSettings {
  const file = path.join(dataDir, 'local-settings.json');
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as Partial<LocalSettings>;
    if (typeof saved.jwtSecret === 'string' && saved.jwtSecret.length >= 32) return { jwtSecret: saved.jwtSecret };
  } catch {
    // first run, or an unreadable file: generate below
  }
  const settings = { jwtSecret: randomBytes(48).toString('base64url') };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(settings, null, 2) + '\n', { mode: 0o600 });
  return settings;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    throw new ConfigError(`Invalid setting ${name}: ${issue.message} (got ${JSON.stringify(env[name] ?? '')})`);
  }
  const e = parsed.data;
  const isProduction = e.APP_ENV === 'production';
  if (isProduction) {
    for (const [name, expected] of Object.entries(REQUIRED_IN_PRODUCTION)) {
      if (!e[name as keyof typeof REQUIRED_IN_PRODUCTION]) {
        throw new ConfigError(`Missing setting ${name}: expected ${expected} (required when APP_ENV=production)`);
      }
    }
  }
  const stripeKeys = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;
  const stripeGiven = stripeKeys.filter((k) => e[k]);
  if (stripeGiven.length > 0 && stripeGiven.length < stripeKeys.length) {
    const missing = stripeKeys.find((k) => !e[k])!;
    throw new ConfigError(`Missing setting ${missing}: Stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET together`);
  }
  if (e.IMAGE_BASE_URL && !e.IMAGE_MODEL) {
    throw new ConfigError('Missing setting IMAGE_MODEL: expected the image model to use (required when IMAGE_BASE_URL is set)');
  }
  if (e.IMAGE_MODEL && !e.IMAGE_BASE_URL && !e.AI_BASE_URL) {
    throw new ConfigError('Missing setting IMAGE_BASE_URL: IMAGE_MODEL needs IMAGE_BASE_URL (or AI_BASE_URL) to reach the Images API');
  }
  const storageKeys = ['STORAGE_BUCKET', 'STORAGE_ACCESS_KEY_ID', 'STORAGE_SECRET_ACCESS_KEY'] as const;
  const storageGiven = storageKeys.filter((k) => e[k]);
  if (storageGiven.length > 0 && storageGiven.length < storageKeys.length) {
    const missing = storageKeys.find((k) => !e[k])!;
    throw new ConfigError(`Missing setting ${missing}: a storage bucket needs STORAGE_BUCKET, STORAGE_ACCESS_KEY_ID and STORAGE_SECRET_ACCESS_KEY together`);
  }
  const defaultsInUse: string[] = [];
  if (!e.STORAGE_BUCKET) defaultsInUse.push(`files under ${path.join(e.DATA_DIR, 'storage')}, served at /api/local/`);
  let jwtSecret = e.JWT_SECRET;
  if (!jwtSecret) {
    jwtSecret = localSettings(e.DATA_DIR).jwtSecret;
    defaultsInUse.push(`JWT secret generated in ${path.join(e.DATA_DIR, 'local-settings.json')}`);
  }
  if (!e.DATABASE_URL) defaultsInUse.push(`embedded Postgres under ${path.join(e.DATA_DIR, 'pg')}`);
  if (!e.AI_BASE_URL) defaultsInUse.push('offline AI writer');
  if (stripeGiven.length === 0) defaultsInUse.push('buying credits not set up (no Stripe keys): admins grant credits');
  if (!e.SMTP_URL) defaultsInUse.push(`e-mail written to ${path.join(e.DATA_DIR, 'outbox')}`);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    ...e,
    JWT_SECRET: jwtSecret,
    PUBLIC_URL: publicUrl,
    isProduction,
    isLocal: e.APP_ENV === 'local',
    paymentsEnabled: stripeGiven.length === stripeKeys.length,
    defaultsInUse,
  };
}
