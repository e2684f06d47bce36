// Buying credits over GraphQL (issue 15): packs and whether buying is set up, Checkout, the
// readable ledger, and the admins' grants and promotion codes.
import { parseId } from '../../core/ids.ts';
import { readPacks } from '../payments/packs.ts';
import {
  checkoutResult, createPromotionCode, grantCredits, ledger, listPromotionCodes, startCheckout, unrecoveredByUser, type PromotionInput,
} from '../payments/service.ts';
import { requireRole, requireUser } from './auth.ts';
import type { Loaders, Resolvers } from './types.ts';

export const typeDefs = /* GraphQL */ `
  type CreditPrice {
    "ISO 4217, lower case"
    currency: String!
    "in the currency's smallest unit (500 = 5.00)"
    amount: Int!
  }

  type CreditPack {
    id: ID!
    credits: Int!
    prices: [CreditPrice!]!
  }

  type CreditPayments {
    "STRIPE_* settings are given: credits can be bought"
    enabled: Boolean!
    "Stripe's publishable key, only when enabled"
    publishableKey: String
    packs: [CreditPack!]!
  }

  type CreditLedgerItem {
    id: ID!
    kind: String!
    "+ received, - spent"
    amount: Int!
    "outline, chapters, chapter, signup, purchase, admin, refund, dispute or other"
    purpose: String!
    "refunds of writing: failed or cancelled"
    cause: String
    bookId: ID
    bookTitle: String
    chapterPosition: Int
    credits: Int
    reason: String
    receiptUrl: String
    createdAt: String!
  }

  type CheckoutResult {
    paid: Boolean!
    credits: Int!
    returnTo: String
    balance: Int!
  }

  type PromotionCode {
    id: ID!
    code: String!
    promotionCodeId: String!
    couponId: String!
    percentOff: Int
    amountOff: Int
    currency: String
    maxRedemptions: Int
    createdAt: String!
  }

  input PromotionCodeInput {
    code: String!
    percentOff: Int
    amountOff: Int
    currency: String
    maxRedemptions: Int
  }

  extend type AdminUser {
    "credits refunds or disputes could not take back (the account is flagged)"
    creditsUnrecovered: Int!
  }

  extend type Query {
    creditPayments: CreditPayments!
    "the signed-in user's credit movements, newest first (one book's with bookId)"
    creditLedger(bookId: ID): [CreditLedgerItem!]!
    "the signed-in buyer's own Checkout Session, for the success page"
    checkoutResult(sessionId: String!): CheckoutResult!
    "admin"
    promotionCodes: [PromotionCode!]!
  }

  extend type Mutation {
    "opens Stripe Checkout for a pack; returns the address to go to. returnTo: a path on this site"
    startCheckout(packId: ID!, currency: String, returnTo: String, lang: String!): String!
    "admin: gives a user credits with a reason; returns the new balance"
    grantCredits(userId: ID!, amount: Int!, reason: String!): Int!
    "admin: a Stripe coupon and its promotion code, usable in Checkout"
    createPromotionCode(input: PromotionCodeInput!): PromotionCode!
  }
`;

const iso = (d: Date | string) => new Date(d).toISOString();

export const resolvers: Resolvers = {
  Query: {
    creditPayments: async (_r, _a, ctx) => ({
      enabled: ctx.config.paymentsEnabled,
      publishableKey: ctx.config.paymentsEnabled ? ctx.config.STRIPE_PUBLISHABLE_KEY : null,
      packs: (await readPacks(ctx.knex)).map((p) => ({ id: p.id, credits: p.credits, prices: Object.entries(p.prices).map(([currency, amount]) => ({ currency, amount })) })),
    }),
    creditLedger: async (_r, a, ctx) => {
      const user = requireUser(ctx);
      if (a.bookId) parseId('Textbook', a.bookId);
      return (await ledger(ctx.knex, user.id, { bookId: a.bookId ?? null })).map((i) => ({ ...i, id: i.transactionId, createdAt: iso(i.createdAt) }));
    },
    checkoutResult: async (_r, a, ctx) => checkoutResult(ctx.knex, ctx.config, requireUser(ctx), a.sessionId),
    promotionCodes: async (_r, _a, ctx) => {
      requireRole(ctx, 'admin');
      return (await listPromotionCodes(ctx.knex)).map((p) => ({ ...p, createdAt: iso(p.createdAt) }));
    },
  },
  Mutation: {
    startCheckout: async (_r, a, ctx) =>
      startCheckout(ctx.knex, ctx.config, requireUser(ctx), a),
    grantCredits: async (_r, a, ctx) => {
      const admin = requireRole(ctx, 'admin');
      return grantCredits(ctx.knex, admin, a);
    },
    createPromotionCode: async (_r, a, ctx) => {
      const admin = requireRole(ctx, 'admin');
      const row = await createPromotionCode(ctx.knex, ctx.config, admin, a.input);
      return { ...row, createdAt: iso(row.createdAt) };
    },
  },
};

export const loaders: Loaders = {
  AdminUser: {
    creditsUnrecovered: async (queries: { obj: { id: string } }[], ctx) => {
      const map = await unrecoveredByUser(ctx.knex, queries.map((q) => q.obj.id));
      return queries.map((q) => map.get(q.obj.id) ?? 0);
    },
  },
};
