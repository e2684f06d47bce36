// A local stand-in for the parts of Stripe's REST API the app's `stripe` SDK calls, on a real HTTP
// port: POST/GET /v1/checkout/sessions, POST /v1/coupons, POST /v1/promotion_codes. Requests are
// form-encoded with Stripe's bracket notation (metadata[pack]=…, line_items[0][price_data][…]),
// answers are Stripe's JSON objects and error envelopes, and the secret key must be sent as a
// Bearer token. It also serves the Checkout page a browser "pays" on: paying delivers
// `charge.succeeded` and `checkout.session.completed` to the app's webhook, signed as Stripe signs
// (the SDK's generateTestHeaderString), then redirects to the session's success URL.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import Stripe from 'stripe';

type Obj = Record<string, any>;

export interface StripeStandin {
  /** the SDK settings that point the app at the stand-in */
  env: Record<string, string>;
  baseURL: string;
  secretKey: string;
  webhookSecret: string;
  sessions: Map<string, Obj>;
  coupons: Map<string, Obj>;
  promotionCodes: Map<string, Obj>;
  /** every API request the app made: method and path */
  requests: { method: string; path: string }[];
  /** where paid sessions' events go (the app's /api/stripe/webhook) */
  setWebhookURL(url: string): void;
  /** an event object as Stripe sends it */
  event(type: string, object: Obj, options?: { id?: string; created?: number }): Obj;
  /** the payload and a Stripe-Signature header for it (timestamp in seconds, default now) */
  sign(payload: string, options?: { timestamp?: number; secret?: string }): string;
  /** marks a session paid as the Checkout page does and returns its events (not delivered) */
  pay(sessionId: string, promotionCode?: string): Obj[];
  /** a refund of a paid session's charge (amount in the smallest unit; default all) */
  refundEvent(sessionId: string, amount?: number): Obj;
  disputeEvent(sessionId: string): Obj;
  /** delivers one event to the webhook; the response's status */
  deliver(event: Obj): Promise<number>;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** Stripe's form encoding back into objects: a[b][0][c]=v. Numeric keys make arrays. */
export function parseStripeForm(body: string): Obj {
  const out: Obj = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const path = rawKey.replace(/\]/g, '').split('[');
    let node: any = out;
    path.forEach((part, i) => {
      const last = i === path.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(path[i + 1]!);
      if (last) node[part] = value;
      else node = node[part] ??= nextIsIndex ? [] : {};
    });
  }
  return out;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: Obj | string, type = 'application/json'): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': type, 'request-id': id('req') });
  res.end(text);
}

const stripeError = (res: ServerResponse, status: number, message: string, param?: string) =>
  send(res, status, { error: { type: status === 401 ? 'invalid_request_error' : 'invalid_request_error', message, ...(param ? { param } : {}) } });

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startStripeStandin(): Promise<StripeStandin> {
  const secretKey = `sk_test_${randomBytes(16).toString('hex')}`;
  const webhookSecret = `whsec_${randomBytes(24).toString('base64url')}`;
  const sdk = new Stripe(secretKey);
  const sessions = new Map<string, Obj>();
  const coupons = new Map<string, Obj>();
  const promotionCodes = new Map<string, Obj>();
  const requests: { method: string; path: string }[] = [];
  let webhookURL = '';
  let baseURL = '';

  const event = (type: string, object: Obj, options: { id?: string; created?: number } = {}): Obj => ({
    id: options.id ?? id('evt'), object: 'event', api_version: Stripe.API_VERSION, created: options.created ?? now(),
    type, livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, data: { object },
  });
  const sign = (payload: string, options: { timestamp?: number; secret?: string } = {}) =>
    sdk.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? webhookSecret, timestamp: options.timestamp ?? now() });

  const charge = (s: Obj, extra: Obj = {}): Obj => ({
    id: s._charge, object: 'charge', amount: s.amount_total, amount_refunded: 0, currency: s.currency, paid: true,
    payment_intent: s.payment_intent, receipt_url: `${baseURL}/receipts/${s._charge}`, refunded: false, status: 'succeeded', ...extra,
  });

  function pay(sessionId: string, promotionCode?: string): Obj[] {
    const s = sessions.get(sessionId);
    if (!s) throw new Error(`no session ${sessionId}`);
    if (s.status === 'complete') return [];
    if (promotionCode) {
      const promo = [...promotionCodes.values()].find((p) => p.code.toLowerCase() === promotionCode.toLowerCase() && p.active);
      if (!promo || !s.allow_promotion_codes) throw new Error('That code is invalid');
      const coupon = coupons.get(promo.promotion?.coupon ?? promo.coupon?.id)!;
      const off = coupon.percent_off ? Math.round(s.amount_subtotal * coupon.percent_off / 100) : Math.min(coupon.amount_off ?? 0, s.amount_subtotal);
      s.amount_total = s.amount_subtotal - off;
      s.total_details = { amount_discount: off, amount_shipping: 0, amount_tax: 0 };
      s.discounts = [{ coupon: coupon.id, promotion_code: promo.id }];
      promo.times_redeemed += 1;
    }
    s.status = 'complete';
    s.payment_status = 'paid';
    s.payment_intent = id('pi');
    s._charge = id('ch');
    return [event('charge.succeeded', charge(s)), event('checkout.session.completed', publicSession(s))];
  }

  const paidSession = (sessionId: string) => {
    const s = sessions.get(sessionId);
    if (!s || s.status !== 'complete') throw new Error(`session ${sessionId} is not paid`);
    return s;
  };

  const publicSession = (s: Obj): Obj => Object.fromEntries(Object.entries(s).filter(([k]) => !k.startsWith('_')));

  async function deliver(ev: Obj): Promise<number> {
    if (!webhookURL) throw new Error('no webhook URL set');
    const payload = JSON.stringify(ev, null, 2);
    const response = await fetch(webhookURL, {
      method: 'POST', body: payload, headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': sign(payload) },
    });
    await response.text();
    return response.status;
  }

  function createSession(res: ServerResponse, p: Obj): void {
    if (p.mode !== 'payment') return stripeError(res, 400, 'Only mode=payment is supported here', 'mode');
    if (!p.success_url) return stripeError(res, 400, 'Missing required param: success_url.', 'success_url');
    const items: Obj[] = p.line_items ?? [];
    if (items.length === 0) return stripeError(res, 400, 'Missing required param: line_items.', 'line_items');
    let total = 0;
    let currency = '';
    const lineItems = items.map((item) => {
      const pd = item.price_data;
      if (!pd?.currency || pd.unit_amount === undefined || !pd.product_data?.name) {
        throw Object.assign(new Error('Each line item needs price_data[currency], price_data[unit_amount], price_data[product_data][name]'), { param: 'line_items' });
      }
      const quantity = Number(item.quantity ?? 1);
      total += Number(pd.unit_amount) * quantity;
      currency = pd.currency;
      return { description: pd.product_data.name, quantity, amount_total: Number(pd.unit_amount) * quantity, currency: pd.currency };
    });
    const sessionId = id('cs');
    const session: Obj = {
      id: sessionId, object: 'checkout.session', mode: 'payment', status: 'open', payment_status: 'unpaid',
      client_reference_id: p.client_reference_id ?? null, customer_email: p.customer_email ?? null, metadata: p.metadata ?? {},
      success_url: p.success_url, cancel_url: p.cancel_url ?? null, locale: p.locale ?? null,
      allow_promotion_codes: p.allow_promotion_codes === 'true', amount_subtotal: total, amount_total: total, currency,
      payment_intent: null, created: now(), expires_at: now() + 86400, url: `${baseURL}/c/pay/${sessionId}`, _line_items: lineItems,
    };
    sessions.set(sessionId, session);
    send(res, 200, publicSession(session));
  }

  function checkoutPage(s: Obj, error = ''): string {
    const item = s._line_items[0];
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Checkout (test stand-in)</title>
<meta name="viewport" content="width=device-width"></head><body>
<h1>Pay Bookloom</h1><p data-testid="item">${escapeHtml(item.description)}</p>
<p data-testid="amount">${(s.amount_total / 100).toFixed(2)} ${escapeHtml(String(s.currency).toUpperCase())}</p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/c/pay/${s.id}">
${s.allow_promotion_codes ? '<label>Promotion code <input name="promotion_code"></label>' : ''}
<label>Card number <input name="card" value="4242 4242 4242 4242"></label>
<button type="submit">Pay</button></form>
${s.cancel_url ? `<a href="${escapeHtml(s.cancel_url)}">Back</a>` : ''}
</body></html>`;
  }

  const server: Server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://standin');
      const body = await readBody(req);
      if (url.pathname.startsWith('/c/pay/')) {
        const s = sessions.get(url.pathname.slice('/c/pay/'.length));
        if (!s) return send(res, 404, 'No such checkout session', 'text/plain');
        if (req.method === 'GET') return send(res, 200, checkoutPage(s), 'text/html; charset=utf-8');
        const form = new URLSearchParams(body);
        let events: Obj[];
        try {
          events = pay(s.id, form.get('promotion_code') || undefined);
        } catch (err) {
          return send(res, 400, checkoutPage(s, (err as Error).message), 'text/html; charset=utf-8');
        }
        for (const ev of events) {
          const status = await deliver(ev);
          if (status !== 200) return send(res, 502, `The webhook answered ${status}`, 'text/plain');
        }
        res.writeHead(303, { location: String(s.success_url).replace('{CHECKOUT_SESSION_ID}', s.id) });
        return res.end();
      }
      if (url.pathname.startsWith('/receipts/')) return send(res, 200, '<!doctype html><title>Receipt</title><h1>Receipt</h1>', 'text/html');

      requests.push({ method: req.method ?? '', path: url.pathname });
      if (req.headers.authorization !== `Bearer ${secretKey}`) return stripeError(res, 401, 'Invalid API Key provided');
      const p = parseStripeForm(body);
      const parts = url.pathname.split('/').filter(Boolean); // v1, resource, id
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') return createSession(res, p);
      if (req.method === 'GET' && parts[1] === 'checkout' && parts[2] === 'sessions' && parts[3]) {
        const s = sessions.get(parts[3]);
        return s ? send(res, 200, publicSession(s)) : stripeError(res, 404, `No such checkout.session: '${parts[3]}'`, 'session');
      }
      if (req.method === 'POST' && url.pathname === '/v1/coupons') {
        if (!p.percent_off && !p.amount_off) return stripeError(res, 400, 'Must specify one of percent_off or amount_off', 'percent_off');
        if (p.amount_off && !p.currency) return stripeError(res, 400, 'Missing required param: currency.', 'currency');
        const coupon = {
          id: p.id ?? id('co'), object: 'coupon', percent_off: p.percent_off ? Number(p.percent_off) : null,
          amount_off: p.amount_off ? Number(p.amount_off) : null, currency: p.currency ?? null, duration: p.duration ?? 'once',
          name: p.name ?? null, valid: true, created: now(),
        };
        coupons.set(coupon.id, coupon);
        return send(res, 200, coupon);
      }
      if (req.method === 'POST' && url.pathname === '/v1/promotion_codes') {
        const couponId = p.promotion?.coupon ?? p.coupon;
        if (!couponId || !coupons.has(couponId)) return stripeError(res, 400, `No such coupon: '${couponId}'`, 'promotion[coupon]');
        const code = p.code ?? randomBytes(4).toString('hex').toUpperCase();
        if ([...promotionCodes.values()].some((x) => x.active && x.code.toLowerCase() === code.toLowerCase())) {
          return stripeError(res, 400, 'An active promotion code with `code` already exists.', 'code');
        }
        const promo = {
          id: id('promo'), object: 'promotion_code', active: true, code, promotion: { type: 'coupon', coupon: couponId },
          max_redemptions: p.max_redemptions ? Number(p.max_redemptions) : null, times_redeemed: 0, created: now(),
        };
        promotionCodes.set(promo.id, promo);
        return send(res, 200, promo);
      }
      return stripeError(res, 404, `Unrecognized request URL (${req.method}: ${url.pathname}).`);
    } catch (err) {
      stripeError(res, 400, (err as Error).message, (err as { param?: string }).param);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  baseURL = `http://127.0.0.1:${port}`;

  return {
    env: {
      STRIPE_SECRET_KEY: secretKey, STRIPE_PUBLISHABLE_KEY: `pk_test_${randomBytes(16).toString('hex')}`,
      STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_BASE: baseURL,
    },
    baseURL, secretKey, webhookSecret, sessions, coupons, promotionCodes, requests,
    setWebhookURL: (u) => { webhookURL = u; },
    event, sign, pay, deliver,
    refundEvent: (sessionId, amount) => {
      const s = paidSession(sessionId);
      const refunded = amount ?? s.amount_total;
      return event('charge.refunded', charge(s, { amount_refunded: refunded, refunded: refunded >= s.amount_total }));
    },
    disputeEvent: (sessionId) => {
      const s = paidSession(sessionId);
      return event('charge.dispute.created', {
        id: id('dp'), object: 'dispute', amount: s.amount_total, currency: s.currency, charge: s._charge, payment_intent: s.payment_intent,
        reason: 'fraudulent', status: 'needs_response',
      });
    },
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
