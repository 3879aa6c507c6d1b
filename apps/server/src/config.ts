import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const port = z.coerce.number().int().min(0).max(65535);

/** Every environment variable the server reads, validated once at start. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production').describe('development, production or test'),
  PORT: port.default(3000).describe('a TCP port number, 0–65535'),
  HOST: z
    .string()
    .min(1)
    .default('0.0.0.0')
    .describe('an interface address or host name, such as 0.0.0.0 or 127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data').describe('a directory path'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/ })
    .optional()
    .describe('a postgres:// or postgresql:// connection URL'),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .describe('the public origin, such as https://gazeta.example'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .describe('one of fatal, error, warn, info, debug, trace, silent'),
  DEMO_CONTENT: z
    .enum(['auto', 'always', 'never'])
    .default('auto')
    .describe('auto, always or never (auto fills an empty embedded database)'),
  PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(3600).default(60).describe('seconds, 0–3600'),
  SESSION_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(300).default(15).describe('seconds, 0–300'),
  RENDER_THREADS: z.coerce.number().int().min(0).max(64).optional().describe('a number of threads, 0–64 (0: render in the main thread)'),
  TILE_URL: z
    .string()
    .regex(/\{z\}.*\{x\}.*\{y\}/)
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png')
    .describe('an XYZ tile URL template with {z}, {x} and {y}'),
  SMS_PROVIDER: z.enum(['outbox', 'twilio']).default('outbox').describe('outbox or twilio'),
  TWILIO_ACCOUNT_SID: z.string().min(1).optional().describe('a Twilio account SID'),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional().describe('a Twilio auth token'),
  TWILIO_FROM: z.string().min(1).optional().describe('the Twilio sender number, such as +13125550100'),
  TWILIO_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.twilio.com').describe('the Twilio API origin'),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/ })
    .optional()
    .describe('an smtp:// or smtps:// URL, such as smtp://user:pass@mail.example:587'),
  MAIL_FROM: z.string().min(3).default('Gazeta <no-reply@gazeta.local>').describe('a From address, such as Gazeta <news@gazeta.example>'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional().describe('a Google OAuth client id'),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional().describe('a Google OAuth client secret'),
  GOOGLE_ISSUER: z.url({ protocol: /^https?$/ }).default('https://accounts.google.com').describe('the Google OpenID issuer URL'),
  FACEBOOK_CLIENT_ID: z.string().min(1).optional().describe('a Facebook app id'),
  FACEBOOK_CLIENT_SECRET: z.string().min(1).optional().describe('a Facebook app secret'),
  FACEBOOK_AUTH_URL: z.url({ protocol: /^https?$/ }).default('https://www.facebook.com/v23.0/dialog/oauth').describe('the Facebook authorization URL'),
  FACEBOOK_GRAPH_URL: z.url({ protocol: /^https?$/ }).default('https://graph.facebook.com/v23.0').describe('the Facebook Graph API URL'),
  // No default in production: a server that forgot it would take "payments" anyone can make by a POST.
  PAYMENTS_PROVIDER: z.enum(['sandbox', 'stripe']).optional().describe('sandbox or stripe'),
  PAYMENTS_SANDBOX_SECRET: z.string().min(16).optional().describe('a secret of at least 16 characters that signs the sandbox’s payment events'),
  STRIPE_SECRET_KEY: z.string().min(1).optional().describe('a Stripe secret API key, such as sk_live_…'),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional().describe('the signing secret of the Stripe webhook endpoint, such as whsec_…'),
  STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).optional().describe('another origin for the Stripe API (a test server)'),
  GEOCODER: z
    .enum(['zip', 'google', 'nominatim'])
    .default('zip')
    .describe('zip (ZIP code centres only), google (Google Geocoding API) or nominatim (OpenStreetMap Nominatim)'),
  GEOCODER_KEY: z.string().min(1).optional().describe('a Google Maps API key with the Geocoding API enabled'),
  GEOCODER_URL: z.url({ protocol: /^https?$/ }).optional().describe('another URL for the geocoder (a self-hosted Nominatim, a test server)'),
  GEOCODER_EMAIL: z.email().optional().describe('a contact e-mail the public Nominatim server asks heavy users for'),
  TEST_CLOCK: z
    .enum(['0', '1'])
    .default('0')
    .transform((v) => v === '1')
    .describe('1 for the browser suite only: the app\'s clock moves forward by POST /api/test/clock (refused with DATABASE_URL)'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true')
    .describe('true or false'),
});

export type Env = z.infer<typeof envSchema>;

export type PaymentsProviderName = NonNullable<Env['PAYMENTS_PROVIDER']>;

export interface Config extends Omit<Env, 'PAYMENTS_PROVIDER'> {
  /** Always set: given, or the sandbox outside production. */
  PAYMENTS_PROVIDER: PaymentsProviderName;
  dataDir: string;
  publicUrl: string;
  /** Worker threads that render pages (decision 011): RENDER_THREADS (0: the main thread renders), else one per core up to 4. */
  renderThreads: number;
}

export class ConfigError extends Error {}

/** Validates the environment; the error names the first bad variable and what it expects. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const input = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => key in envSchema.shape && value !== ''),
  );
  const parsed = envSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    const field = envSchema.shape[name as keyof typeof envSchema.shape];
    const expected = field?.description ?? issue?.message ?? 'a valid value';
    throw new ConfigError(`Invalid ${name}=${JSON.stringify(env[name] ?? '')}: expected ${expected}`);
  }
  const value = parsed.data;
  if (!value.PAYMENTS_PROVIDER && value.NODE_ENV === 'production') {
    throw new ConfigError('PAYMENTS_PROVIDER is not set: in production set it to stripe (with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET), or to sandbox explicitly for a trial where no money moves');
  }
  if (value.TEST_CLOCK && value.DATABASE_URL) {
    throw new ConfigError('TEST_CLOCK=1 is for the browser suite on the embedded database only: unset it (a deployment never moves its clock)');
  }
  const paymentsProvider: PaymentsProviderName = value.PAYMENTS_PROVIDER ?? 'sandbox';
  const publicUrl = (value.PUBLIC_URL ?? `http://localhost:${value.PORT}`).replace(/\/$/, '');
  const renderThreads = value.RENDER_THREADS ?? Math.min(4, availableParallelism());
  return { ...value, PAYMENTS_PROVIDER: paymentsProvider, dataDir: path.resolve(cwd, value.DATA_DIR), publicUrl, renderThreads };
}
