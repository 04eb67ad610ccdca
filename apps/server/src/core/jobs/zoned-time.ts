/**
 * Wall-clock time in an IANA zone with the platform's Intl (Node ships full ICU): no date library for
 * the one question schedules ask, "which instant is 08:00 on this date in this zone".
 */

export type WallTime = { year: number; month: number; day: number; hour: number; minute: number };

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // Throws a RangeError for a zone the platform does not know, which is what a bad schedule should do.
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function assertTimeZone(timeZone: string): void {
  formatterOf(timeZone);
}

/** The wall time at `instant` in `timeZone` (seconds dropped). */
export function wallTimeAt(instant: number, timeZone: string): WallTime & { second: number } {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return { year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0, hour: parts.hour ?? 0, minute: parts.minute ?? 0, second: parts.second ?? 0 };
}

/** The zone's offset from UTC at `instant`, in ms (Asia/Kolkata: +5:30). */
export function offsetAt(instant: number, timeZone: string): number {
  const wall = wallTimeAt(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - (instant - (((instant % 1000) + 1000) % 1000));
}

/**
 * The instant a wall time names in a zone. Where a change of offset makes it ambiguous (clocks going
 * back) it is the earlier one; where it does not exist (clocks going forward) it is moved on by the
 * gap, so 02:30 on a night that skips 02:00 to 03:00 is 03:30. Temporal calls this 'compatible'.
 */
export function instantOf(wall: WallTime, timeZone: string): number {
  const utc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  // Offsets change at most once around a given day: the one a day before and the one a day after cover both sides.
  const before = offsetAt(utc - DAY_MS, timeZone);
  const after = offsetAt(utc + DAY_MS, timeZone);
  const candidates = [...new Set([before, after])].map((offset) => utc - offset).sort((a, b) => a - b);
  const valid = candidates.find((instant) => utc - offsetAt(instant, timeZone) === instant);
  return valid ?? utc - before;
}

/** `HH:MM` (24-hour) into hours and minutes; throws on anything else. */
export function parseClockTime(value: string): { hour: number; minute: number } {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  if (!match) throw new RangeError(`"${value}" is not a time of day as HH:MM (00:00 to 23:59).`);
  return { hour: Number(match[1]), minute: Number(match[2]) };
}

/** The first instant strictly after `after` that reads `time` on the clocks of `timeZone`. */
export function nextDailyInstant(after: Date, time: string, timeZone: string): Date {
  const { hour, minute } = parseClockTime(time);
  const today = wallTimeAt(after.getTime(), timeZone);
  // Today's or tomorrow's slot, or the day after's when a shifted slot of tomorrow falls before `after`.
  for (let days = 0; days <= 2; days += 1) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + days));
    const slot = instantOf({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), hour, minute }, timeZone);
    if (slot > after.getTime()) return new Date(slot);
  }
  throw new Error(`No ${time} in ${timeZone} within two days of ${after.toISOString()}.`);
}
