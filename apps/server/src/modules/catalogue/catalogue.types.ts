import type { ACTIVE_FILTERS } from '@ua/contracts';
import type { ServiceContext } from '../../core/actor.ts';

/** What a catalogue write needs besides its input: the database (or transaction) and who acts, for the audit log. */
export type CatalogueContext = ServiceContext;

export type ActiveFilter = (typeof ACTIVE_FILTERS)[number];
