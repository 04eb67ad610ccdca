import type { Db } from '../db/client.ts';
import { recordDemoMail, recordDemoReply, recordDemoWhatsapp } from '../modules/messaging/index.ts';

/**
 * The demo's conversations: the Kerala customer got a follow-up by WhatsApp (read) and by mail, and
 * answered on WhatsApp an hour and a quarter ago, so staff can write back freely (the 24-hour window is
 * open), and nobody has yet: Ravi, whose trip it is, is told it waits for an answer;
 * the Manali customer's follow-up is delivered, not read yet.
 */
export async function seedMessages(tx: Db, trips: { kerala: number; manali: number }, staff: { sales: number; manager: number }): Promise<number> {
  const from = 'UA Internal <trips@ua-internal.local>';
  await recordDemoWhatsapp(tx, {
    recordType: 'itinerary',
    recordId: trips.kerala,
    to: '+919812345678',
    template: 'itinerary_followup',
    parameters: { customer_name: 'Rahul', trip_title: 'Kerala backwaters and hills', staff_name: 'Ravi' },
    sentBy: staff.sales,
    statuses: ['sent', 'delivered', 'read'],
    minutesAgo: 180,
  });
  await recordDemoMail(tx, {
    recordType: 'itinerary',
    recordId: trips.kerala,
    to: 'rahul.sharma@example.in',
    from,
    template: 'itinerary_followup',
    parameters: { customer_name: 'Rahul', trip_title: 'Kerala backwaters and hills', staff_name: 'Ravi' },
    sentBy: staff.sales,
    minutesAgo: 175,
  });
  await recordDemoReply(tx, { recordId: trips.kerala, from: '+919812345678', text: 'Thank you! Version 2 with the shikara ride is perfect. Can the driver meet us at the airport at 11?', minutesAgo: 75 });
  await recordDemoWhatsapp(tx, {
    recordType: 'itinerary',
    recordId: trips.manali,
    to: '+919876500012',
    template: 'itinerary_followup',
    parameters: { customer_name: 'Neha', trip_title: 'Manali in the snow', staff_name: 'Asha' },
    sentBy: staff.manager,
    statuses: ['sent', 'delivered'],
    minutesAgo: 95,
  });
  return 4;
}
