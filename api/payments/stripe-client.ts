// The one Stripe client of the process (the official SDK, server side). STRIPE_API_BASE points
// it at another host (the tests' local stand-in): its protocol, host and port become the SDK's
// own options, so the SDK's request code, headers and form encoding are the ones in production.
import Stripe from 'stripe';
import type { Config } from '../config.ts';
import { AppError } from '../errors.ts';

export { Stripe };

/** Stripe's default: events older than this are refused (replays of captured requests). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const clients = new WeakMap<Config, Stripe>();

export function stripeOptions(config: Pick<Config, 'STRIPE_API_BASE'>): Stripe.StripeConfig {
  const options: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 20_000, appInfo: { name: 'Bookloom' } };
  if (config.STRIPE_API_BASE) {
    const url = new URL(config.STRIPE_API_BASE);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    options.protocol = protocol;
    options.host = url.hostname;
    options.port = url.port ? Number(url.port) : protocol === 'http' ? 80 : 443;
  }
  return options;
}

/** The client, or a clear 400 when payments are not configured. */
export function stripeClient(config: Config): Stripe {
  if (!config.paymentsEnabled || !config.STRIPE_SECRET_KEY) {
    throw AppError.badInput('Buying credits is not set up on this site');
  }
  let client = clients.get(config);
  if (!client) {
    client = new Stripe(config.STRIPE_SECRET_KEY, stripeOptions(config));
    clients.set(config, client);
  }
  return client;
}

/** A Stripe failure as the user may see it; details go to the log. */
export function fromStripeError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof Stripe.errors.StripeInvalidRequestError) return AppError.badInput(err.message);
  return new AppError(502 as 500, 'INTERNAL_SERVER_ERROR', 'The payment service is unavailable, please try again');
}
