export * from './staff.ts';
export * from './notifications.ts';
export * from './audit.ts';
export * from './catalogue.ts';
export * from './jobs.ts';
export * from './itineraries.ts';
export * from './messaging.ts';
export * from './bookings.ts';
