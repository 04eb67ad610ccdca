/** UA-2026-000123: the year the booking was made (in India) and its id, six digits at least. */
export function bookingReference(year: number, id: number): string {
  return `UA-${year}-${String(id).padStart(6, '0')}`;
}

/** A service's voucher number: its booking's reference and its place in the booking (UA-2026-000123-03). */
export function voucherNumberOf(reference: string, position: number): string {
  return `${reference}-${String(position).padStart(2, '0')}`;
}

/** `UA-2026-000123` as typed into a search box: the id it names, or null. */
export function idOfReference(text: string): number | null {
  const match = /^UA-\d{4}-(\d{1,10})$/i.exec(text.trim());
  if (!match?.[1]) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}
