import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { renderMessage } from '@rollcall/contract/i18n/render';
import { z } from 'zod';
import { DEFAULT_POOL_SIZE } from '../db/pool-size.js';
import { LOGIN_LIMIT_PER_IP } from '../plugins/attempt-limits.js';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const blankIsUnset = (value: unknown) => (value === '' ? undefined : value);

/** The names proxy-addr (Fastify's `trustProxy`) accepts for whole address ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isProxyAddress = (entry: string) => {
  if (PROXY_RANGE_NAMES.has(entry) || net.isIP(entry) !== 0) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0 || !prefix || !/^\d+$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
};

/**
 * As Fastify's `trustProxy` takes it: true/false, a hop count, or the proxies' addresses and CIDR
 * ranges separated by commas.
 */
const TrustProxySchema = z
  .string()
  .trim()
  .default('false')
  .transform((value, context): boolean | number | string[] => {
    if (value === 'true' || value === 'false') return value === 'true';
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isProxyAddress)) return entries;
    context.addIssue({
      code: 'custom',
      message:
        'must be true, false, a number of proxies, or IP addresses / CIDR ranges separated by commas',
    });
    return z.NEVER;
  });

const EnvSchema = z.object({
  PORT: z.preprocess(blankIsUnset, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(blankIsUnset, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(blankIsUnset, z.string().default('./data')),
  DATABASE_URL: z.preprocess(
    blankIsUnset,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  /** Connections each process keeps to the database. */
  DATABASE_POOL_SIZE: z.preprocess(
    blankIsUnset,
    z.coerce.number().int().min(2).max(100).default(DEFAULT_POOL_SIZE),
  ),
  JWT_SECRET: z.preprocess(
    blankIsUnset,
    z.string().min(32, 'must be at least 32 characters long').optional(),
  ),
  /**
   * Signs the QR codes printed on student cards; generated and kept in the database when unset.
   * Set it before the first cards are printed: cards signed with another key are refused.
   */
  QR_SECRET: z.preprocess(
    blankIsUnset,
    z.string().min(32, 'must be at least 32 characters long').optional(),
  ),
  /** Encrypts the two-factor secrets; generated and kept in the database when unset. */
  TWO_FACTOR_KEY: z.preprocess(
    blankIsUnset,
    z.string().min(32, 'must be at least 32 characters long').optional(),
  ),
  ADMIN_EMAIL: z.preprocess(blankIsUnset, z.email().default('admin@rollcall.local')),
  ADMIN_PASSWORD: z.preprocess(
    blankIsUnset,
    z.string().min(6, 'must be at least 6 characters long').optional(),
  ),
  ADMIN_NAME: z.preprocess(blankIsUnset, z.string().min(2).default('Administrator')),
  LOG_LEVEL: z.preprocess(blankIsUnset, z.enum(LOG_LEVELS).default('info')),
  TRUST_PROXY: z.preprocess(blankIsUnset, TrustProxySchema),
  REDIS_URL: z.preprocess(
    blankIsUnset,
    z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
  ),
  SMTP_URL: z.preprocess(
    blankIsUnset,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  /**
   * The address staff reach Rollcall at (https://attendance.school.org), for the redirect URL a
   * sign-in provider sends them back to; without it, the address of each request (behind a
   * proxy, as TRUST_PROXY allows it to say).
   */
  PUBLIC_URL: z.preprocess(
    blankIsUnset,
    z
      .url({ protocol: /^https?$/ })
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
  ),
  MAIL_FROM: z.preprocess(blankIsUnset, z.string().default('Rollcall <no-reply@rollcall.local>')),
  TWILIO_ACCOUNT_SID: z.preprocess(blankIsUnset, z.string().optional()),
  TWILIO_AUTH_TOKEN: z.preprocess(blankIsUnset, z.string().optional()),
  TWILIO_FROM: z.preprocess(blankIsUnset, z.string().optional()),
  TWILIO_BASE_URL: z.preprocess(blankIsUnset, z.url().default('https://api.twilio.com')),
  /**
   * How long a guardian message claimed by a process that stopped answering waits before another
   * process sends it; provider calls are cut off at half of it (at most 30 s).
   */
  DELIVERY_LEASE_SECONDS: z.preprocess(
    blankIsUnset,
    z.coerce.number().int().min(4).max(3600).default(60),
  ),
  /**
   * Sign-ins (and two-factor steps) one address may start a minute, right or wrong: a flood
   * guard only, since a school's staff share an address (plugins/attempt-limits.ts). Wrong
   * passwords are limited per account whatever this is. The e2e servers raise it.
   */
  SIGN_IN_LIMIT_PER_MINUTE: z.preprocess(
    blankIsUnset,
    z.coerce.number().int().min(1).max(100_000).default(LOGIN_LIMIT_PER_IP.max),
  ),
  /** `production` turns the API docs off by default and warns of keys kept in the database. */
  NODE_ENV: z.preprocess(blankIsUnset, z.string().optional()),
  /** The OpenAPI docs at /api/docs: on by default, off by default in production. */
  API_DOCS: z.preprocess(blankIsUnset, z.enum(['on', 'off']).optional()),
  /** Turns GET /metrics on, for a scraper sending `Authorization: Bearer <this>`. */
  METRICS_TOKEN: z.preprocess(
    blankIsUnset,
    z.string().min(16, 'must be at least 16 characters long').optional(),
  ),
  /**
   * Who this process is across restarts (default: the host's name and the port, which two live
   * processes cannot share): a restarted process takes back the jobs it left half-made at once.
   */
  INSTANCE_ID: z.preprocess(blankIsUnset, z.string().max(200).optional()),
  /** Where the built web app lives; the server serves it when it exists. */
  WEB_DIST_DIR: z.preprocess(blankIsUnset, z.string().optional()),
});

const SECRET_VARIABLES = new Set([
  'JWT_SECRET',
  'QR_SECRET',
  'TWO_FACTOR_KEY',
  'ADMIN_PASSWORD',
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'TWILIO_AUTH_TOKEN',
  'METRICS_TOKEN',
]);

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  jwtSecret: string | undefined;
  qrSecret: string | undefined;
  /** Key material for the two-factor secrets (shared/two-factor-crypto.ts). */
  twoFactorKey: string | undefined;
  admin: { email: string; password: string | undefined; name: string };
  logLevel: (typeof LOG_LEVELS)[number];
  /** Which proxies' X-Forwarded-For to believe (Fastify's `trustProxy`); false: none. */
  trustProxy: boolean | number | string[];
  /** Sign-in rate-limit counters go to Redis when set, to the database otherwise. */
  redisUrl: string | undefined;
  /** Where staff reach Rollcall, for sign-in providers' redirect URLs (PUBLIC_URL). */
  publicUrl: string | undefined;
  webDistDir: string;
  messaging: MessagingConfig;
  isProduction: boolean;
  /** Whether /api/docs is served. */
  apiDocs: boolean;
  /** GET /metrics is served, to this bearer token only, when set. */
  metricsToken: string | undefined;
  /** Sign-ins one address may start a minute (SIGN_IN_LIMIT_PER_MINUTE). */
  signInLimitPerMinute: number;
  /** This process's name across restarts (shared/jobs/instance.ts). */
  instanceId: string;
};

export type MessagingConfig = {
  leaseSeconds: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  twilio: { accountSid: string; authToken: string; from: string; baseUrl: string } | undefined;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      // Secrets and connection strings (which carry passwords) are never echoed to the log.
      const shown = SECRET_VARIABLES.has(name) ? '' : ` (got "${String(env[name])}")`;
      // The operator reads English: a keyed schema message is written out, not shown as its key.
      return `  ${name}: ${renderMessage(issue.message, 'en')}${shown}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const value = parsed.data;
  return {
    port: value.PORT,
    host: value.HOST,
    dataDir: path.resolve(value.DATA_DIR),
    databaseUrl: value.DATABASE_URL,
    databasePoolSize: value.DATABASE_POOL_SIZE,
    jwtSecret: value.JWT_SECRET,
    qrSecret: value.QR_SECRET,
    twoFactorKey: value.TWO_FACTOR_KEY,
    admin: {
      email: value.ADMIN_EMAIL.toLowerCase(),
      password: value.ADMIN_PASSWORD,
      name: value.ADMIN_NAME,
    },
    logLevel: value.LOG_LEVEL,
    trustProxy: value.TRUST_PROXY,
    redisUrl: value.REDIS_URL,
    publicUrl: value.PUBLIC_URL,
    messaging: {
      leaseSeconds: value.DELIVERY_LEASE_SECONDS,
      smtpUrl: value.SMTP_URL,
      mailFrom: value.MAIL_FROM,
      twilio:
        value.TWILIO_ACCOUNT_SID && value.TWILIO_AUTH_TOKEN && value.TWILIO_FROM
          ? {
              accountSid: value.TWILIO_ACCOUNT_SID,
              authToken: value.TWILIO_AUTH_TOKEN,
              from: value.TWILIO_FROM,
              baseUrl: value.TWILIO_BASE_URL,
            }
          : undefined,
    },
    isProduction: value.NODE_ENV === 'production',
    metricsToken: value.METRICS_TOKEN,
    signInLimitPerMinute: value.SIGN_IN_LIMIT_PER_MINUTE,
    instanceId: value.INSTANCE_ID ?? `${os.hostname()}:${value.PORT}`,
    apiDocs: (value.API_DOCS ?? (value.NODE_ENV === 'production' ? 'off' : 'on')) === 'on',
    webDistDir: path.resolve(
      value.WEB_DIST_DIR ?? new URL('../../../web/dist', import.meta.url).pathname,
    ),
  };
}

/**
 * The signing and encryption keys not given in the environment, which the server then keeps in
 * its database: a copy of the database (a backup, a dump, a stolen disk) then holds what it takes
 * to sign in as anyone (JWT_SECRET), print cards the gate accepts (QR_SECRET) and read every
 * two-factor secret (TWO_FACTOR_KEY).
 */
export const keysKeptInDatabase = (
  config: Pick<Config, 'jwtSecret' | 'qrSecret' | 'twoFactorKey'>,
) =>
  [
    ['JWT_SECRET', config.jwtSecret],
    ['QR_SECRET', config.qrSecret],
    ['TWO_FACTOR_KEY', config.twoFactorKey],
  ]
    .filter(([, value]) => value === undefined)
    .map(([name]) => name as string);
