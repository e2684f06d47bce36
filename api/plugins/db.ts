// Binds Objection models to the app's Knex instance and closes the pool when the app closes.
import fp from 'fastify-plugin';
import type { Knex } from 'knex';
import { Model } from 'objection';

export const dbPlugin = fp<{ knex: Knex }>(async (app, { knex }) => {
  Model.knex(knex);
  app.decorate('knex', knex);
}, { name: 'db' });

declare module 'fastify' {
  interface FastifyInstance {
    knex: Knex;
  }
}
