import type { Notification } from '@ua/contracts';

/** What the snooze call sends: a moment, or one of the record's dates by its key. */
export type SnoozeRequest = { until: string } | { until_date: string };

/** One line of the snooze menu: what it says, what it sends, and when the notification comes back. */
export type SnoozeChoice = { key: string; label: string; hint: string; request: SnoozeRequest; until: string };

/** The furthest a chosen moment may be (the server refuses beyond it). */
export const MAX_SNOOZE_DAYS = 90;

const HOUR_MS = 60 * 60_000;
/** India has one offset all year: mornings are 09:00 there whatever the viewer's own zone. */
const IST_OFFSET_MS = 330 * 60_000;
const MORNING_HOUR = 9;

/** 09:00 in India, `days` calendar days after `now`'s day there. */
function indiaMorning(now: Date, days: number): Date {
  const wall = new Date(now.getTime() + IST_OFFSET_MS);
  return new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate() + days, MORNING_HOUR) - IST_OFFSET_MS);
}

/** Days from `now`'s day in India to the next Monday there (a week on a Monday). */
function daysToNextMonday(now: Date): number {
  const weekday = new Date(now.getTime() + IST_OFFSET_MS).getUTCDay();
  return (8 - weekday) % 7 || 7;
}

/** A record date's label inside a sentence: "The balance due date" reads "the balance due date"; "UA-1 travel" stays. */
function inSentence(label: string): string {
  return /^[A-Z](?![A-Z0-9-])/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}

const whenFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
const weekdayTimeFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'short', hour: '2-digit', minute: '2-digit' });
const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });
const WEEK_MS = 7 * 24 * HOUR_MS;

/** "Tue 1 Dec, 09:00", in the viewer's own zone. */
export function formatSnoozeTime(at: Date | string): string {
  return whenFormat.format(typeof at === 'string' ? new Date(at) : at);
}

/** A menu line's hint: the weekday and time within a week ("Tue 09:00"), the date as well beyond it. */
function hintOf(at: Date, now: Date): string {
  return at.getTime() - now.getTime() < WEEK_MS ? weekdayTimeFormat.format(at) : formatSnoozeTime(at);
}

/**
 * The snooze menu's choices for a notification at `now`: an hour, tomorrow morning and next Monday
 * morning (09:00 in India), then each date of its record still to come ("Until the balance due date, 1 Dec").
 */
export function snoozeChoices(notification: Pick<Notification, 'snooze_dates'>, now: Date = new Date()): SnoozeChoice[] {
  const moment = (key: string, label: string, at: Date): SnoozeChoice => ({ key, label, hint: hintOf(at, now), request: { until: at.toISOString() }, until: at.toISOString() });
  const fixed = [moment('hour', '1 hour', new Date(now.getTime() + HOUR_MS)), moment('tomorrow', 'Tomorrow morning', indiaMorning(now, 1)), moment('next-week', 'Next week', indiaMorning(now, daysToNextMonday(now)))];
  const dates = (notification.snooze_dates ?? [])
    .filter((date) => new Date(date.at).getTime() > now.getTime())
    .map((date) => ({ key: `date:${date.key}`, label: `Until ${inSentence(date.label)}, ${dayFormat.format(new Date(date.at))}`, hint: hintOf(new Date(date.at), now), request: { until_date: date.key }, until: new Date(date.at).toISOString() }));
  return [...fixed, ...dates];
}

/** Whether a notification is out of the bell now, and until when; null when it is not snoozed. */
export function snoozedUntil(notification: Pick<Notification, 'snoozed_until'>, now: Date = new Date()): Date | null {
  if (!notification.snoozed_until) return null;
  const until = new Date(notification.snoozed_until);
  return until.getTime() > now.getTime() ? until : null;
}

/** What a picked moment lacks, if anything: it must be ahead, and within MAX_SNOOZE_DAYS. */
export function pickedMomentProblem(at: Date, now: Date = new Date()): string | null {
  if (Number.isNaN(at.getTime())) return 'Choose a date and a time.';
  if (at.getTime() <= now.getTime()) return 'Choose a time in the future.';
  if (at.getTime() - now.getTime() > MAX_SNOOZE_DAYS * 24 * HOUR_MS) return `Snooze for at most ${MAX_SNOOZE_DAYS} days.`;
  return null;
}
