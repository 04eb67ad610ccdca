/**
 * What a number box holds: the number, or the text while it is not one yet. Mantine's NumberInput
 * hands over `10.`, `77.0600` or `-` as text so that typing can go on; a form that turned those into
 * numbers on each keystroke emptied the box at the "." (issue 12).
 */
export type NumberText = number | string;

/** The number a box holds, once the request is built: none when it is empty, NaN when it is no number (the schema says so). */
export function numberFrom(value: NumberText | null | undefined): number | undefined {
  if (typeof value === 'number') return value;
  if (value === null || value === undefined || value.trim() === '') return undefined;
  return Number(value);
}
