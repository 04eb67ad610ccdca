import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

/** Decorates the app with the database it was built with; closes it when the app closes. */
export const dbPlugin = fp<{ database: Database; closeOnExit: boolean }>(
  async (app: FastifyInstance, { database, closeOnExit }) => {
    app.decorate('database', database);
    app.decorate('db', database.db);
    if (closeOnExit) app.addHook('onClose', async () => database.close());
  },
  { name: 'db' },
);
