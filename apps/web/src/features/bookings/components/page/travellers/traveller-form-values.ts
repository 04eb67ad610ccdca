import type { IdDocumentType, Traveller, TravellerInput, TravellerKind, TravellersUpdateRequest } from '@ua/contracts';
import { numberFrom, type NumberText } from '../../../../../lib/typed-number';

/** One row of the travellers form: a traveller as typed, with what it started from. */
export type TravellerRow = {
  /** React's key: a known traveller's id, or a number for a new row. */
  key: string;
  /** A traveller already on the booking; none for a new one. */
  id: number | undefined;
  name: string;
  kind: TravellerKind;
  age: NumberText;
  lead: boolean;
  id_document_type: IdDocumentType | null;
  /** Starts as the masked number on file (`••••1234`): left so, the number on file stays. */
  id_document_number: string;
  masked: string | null;
};

export type TravellersFormValues = { travellers: TravellerRow[] };

let nextKey = 0;

export function newTravellerRow(lead = false): TravellerRow {
  nextKey += 1;
  return { key: `new-${nextKey}`, id: undefined, name: '', kind: 'adult', age: '', lead, id_document_type: null, id_document_number: '', masked: null };
}

export function travellersFormValues(travellers: readonly Traveller[]): TravellersFormValues {
  return {
    travellers: travellers.map((traveller) => ({
      key: `t-${traveller.id}`,
      id: traveller.id,
      name: traveller.name,
      kind: traveller.kind,
      age: traveller.age ?? '',
      lead: traveller.lead,
      id_document_type: traveller.id_document_type,
      id_document_number: traveller.id_document_masked ?? '',
      masked: traveller.id_document_masked,
    })),
  };
}

/** A known traveller whose number box still shows the masked number: the page never had the number to send. */
export function keepsNumberOnFile(row: TravellerRow): boolean {
  return row.id !== undefined && row.masked !== null && row.id_document_number === row.masked;
}

/**
 * The PUT's body: the whole list. A number left as it came is not sent, so the server keeps the one on
 * file; an emptied box clears it; anything typed replaces it.
 */
export function travellersRequest({ travellers }: TravellersFormValues): TravellersUpdateRequest {
  return {
    travellers: travellers.map((row): TravellerInput => {
      const age = numberFrom(row.age);
      const traveller: TravellerInput = {
        ...(row.id !== undefined ? { id: row.id } : {}),
        name: row.name,
        kind: row.kind,
        age: age ?? null,
        lead: row.lead,
        id_document_type: row.id_document_type,
      };
      if (!keepsNumberOnFile(row)) traveller.id_document_number = row.id_document_number.trim() === '' ? null : row.id_document_number;
      return traveller;
    }),
  };
}
