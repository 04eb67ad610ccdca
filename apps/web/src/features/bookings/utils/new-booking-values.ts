import type { BookingCreateRequest, IdDocumentType, TravellerKind } from '@ua/contracts';
import { numberFrom, type NumberText } from '../../../lib/typed-number';

/** A traveller as the editor's boxes hold it: the age as typed, no document number as ''. */
export type TravellerValues = {
  /** Keeps a row's boxes its own while rows are added and removed; never sent. */
  key: string;
  name: string;
  kind: TravellerKind;
  age: NumberText;
  lead: boolean;
  id_document_type: IdDocumentType | null;
  id_document_number: string;
};

export type NewBookingValues = {
  itinerary_id: number | null;
  assigned_to_id: number | null;
  travellers: TravellerValues[];
  notes: string;
};

let rowCount = 0;

export function travellerRow(overrides: Partial<Omit<TravellerValues, 'key'>> = {}): TravellerValues {
  rowCount += 1;
  return { key: `traveller-${rowCount}`, name: '', kind: 'adult', age: '', lead: false, id_document_type: null, id_document_number: '', ...overrides };
}

/** The customer, leading: who travels when nobody else is named, as the server books it too. */
export function leadRow(customerName: string): TravellerValues {
  return travellerRow({ name: customerName, lead: true });
}

export function newBookingValues(tripId: number | null): NewBookingValues {
  return { itinerary_id: tripId, assigned_to_id: null, travellers: [], notes: '' };
}

/** The request the form stands for: ages as numbers, an empty document number as none. */
export function newBookingRequest(values: NewBookingValues): Omit<BookingCreateRequest, 'itinerary_id'> & { itinerary_id: number | null } {
  return {
    itinerary_id: values.itinerary_id,
    assigned_to_id: values.assigned_to_id,
    travellers: values.travellers.map((traveller) => ({
      name: traveller.name,
      kind: traveller.kind,
      age: numberFrom(traveller.age) ?? null,
      lead: traveller.lead,
      id_document_type: traveller.id_document_type,
      id_document_number: traveller.id_document_number.trim() === '' ? null : traveller.id_document_number,
    })),
    notes: values.notes,
  };
}
