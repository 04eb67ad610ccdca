import type { FastifyRequest } from 'fastify';
import type { ACTIVE_FILTERS } from '@ua/contracts';
import type { Db } from '../../db/client.ts';

/** What a catalogue write needs besides its input: the database (or transaction) and the request, for the audit log. */
export type CatalogueContext = { db: Db; request: FastifyRequest };

export type ActiveFilter = (typeof ACTIVE_FILTERS)[number];
