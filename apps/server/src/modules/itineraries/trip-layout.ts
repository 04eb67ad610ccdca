import type { ProductCategoryType } from '@ua/contracts';
import { addDays, datesFrom } from './plain-dates.ts';

/** How the days of a trip lie on the calendar, and which dates a line covers. */

/** What the customer quotes back: UA-IT-00042. */
export function tripReference(id: number): string {
  return `UA-IT-${String(id).padStart(5, '0')}`;
}

/** Day 1 is the start date; a trip of `nights` nights has `nights + 1` days. */
export function dayDate(startDate: string, dayNumber: number): string {
  return addDays(startDate, dayNumber - 1);
}

/** A stay covers `nights` nights from its day; anything else is one date. */
export function isStay(category: ProductCategoryType | null): boolean {
  return category === 'accommodation';
}

/** The dates an item is priced for: each night of a stay, or its day alone. */
export function itemDates(startDate: string, dayNumber: number, nights: number): string[] {
  return datesFrom(dayDate(startDate, dayNumber), Math.max(1, nights));
}

/** The day number of a stay's last night. */
export function lastNight(dayNumber: number, nights: number): number {
  return dayNumber + nights - 1;
}
