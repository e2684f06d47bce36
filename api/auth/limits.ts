// Sign-in rate limits, counted from the attempt log so they hold across processes and
// restarts: per (method, e-mail) and per (method, client address).
import type { Knex } from 'knex';

export const LIMITS = {
  sendsPerEmailPerMinute: 1,
  sendsPerEmailPerHour: 5,
  sendsPerClientPerHour: 30,
  failuresPerEmailPerDay: 20,
  failuresPerClientPerHour: 100,
} as const;

type Kind = 'send' | 'failure';

async function count(knex: Knex, where: Record<string, string>, kind: Kind, interval: string): Promise<number> {
  const row = await knex('login_attempts').where({ ...where, kind })
    .where('created_at', '>', knex.raw(`now() - interval '${interval}'`)).count<{ n: string }[]>('* as n').first();
  return Number(row?.n ?? 0);
}

export async function record(knex: Knex, method: string, kind: Kind, email: string | null, client: string | null): Promise<void> {
  await knex('login_attempts').insert({ method, kind, email, client });
}

/** Why a code may not be sent now, or undefined when it may. */
export async function sendRefusal(knex: Knex, method: string, email: string, client: string | null): Promise<string | undefined> {
  if (await count(knex, { method, email }, 'send', '60 seconds') >= LIMITS.sendsPerEmailPerMinute) return 'Please wait a minute before asking for another code';
  if (await count(knex, { method, email }, 'send', '1 hour') >= LIMITS.sendsPerEmailPerHour) return 'Too many codes were sent to this address; try again in an hour';
  if (client && await count(knex, { method, client }, 'send', '1 hour') >= LIMITS.sendsPerClientPerHour) return 'Too many codes were requested from your network; try again later';
  return undefined;
}

/** True when an e-mail (whatever the client address) or a client has failed too often. */
export async function tooManyFailures(knex: Knex, email: string | null, client: string | null): Promise<boolean> {
  if (email && await count(knex, { email }, 'failure', '1 day') >= LIMITS.failuresPerEmailPerDay) return true;
  if (client && await count(knex, { client }, 'failure', '1 hour') >= LIMITS.failuresPerClientPerHour) return true;
  return false;
}
