import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';

/** What the seeded bookings are named and titled from: their words, as a search types them. */
const FIRST_NAMES = ['Aarav', 'Vivaan', 'Aditya', 'Kiara', 'Pooja', 'Rohan', 'Ishaan', 'Ananya', 'Diya', 'Kabir', 'Meera', 'Arjun', 'Sara', 'Vihaan', 'Pari', 'Reyansh'];
const LAST_NAMES = ['Sharma', 'Verma', 'Singh', 'Bose', 'Mukherjee', 'Rao', 'Iyer', 'Nair', 'Khan', 'Menon', 'Patel', 'Gupta', 'Reddy', 'Das', 'Joshi', 'Malhotra'];
/** 200 places, a start and an ending each, so a place's name is in a few trips' titles, as in a real catalogue. */
const PLACE_STARTS = ['Shasu', 'Sude', 'Haye', 'Bhanidha', 'Rava', 'Loye', 'Chama', 'Sucha', 'Vikora', 'Tinede', 'Urha', 'Mati', 'Anmibha', 'Malova', 'Urruye', 'Nesuva', 'Yega', 'Thani', 'Lacha', 'Detha'];
const PLACE_ENDINGS = ['pur', 'ganj', 'garh', 'giri', 'kot', 'wadi', 'nagar', 'mund', 'kulam', 'ghat'];

const textArray = (words: readonly string[]) => sql.raw(`(array[${words.map((word) => `'${word}'`).join(', ')}])`);
const place = (number: SQL) => sql`${textArray(PLACE_STARTS)}[1 + (${number}) % 20] || ${textArray(PLACE_ENDINGS)}[1 + (${number}) / 20 % 10]`;

/**
 * `count` bookings in a few set-based statements, as the company's desk holds them: a trip and its
 * accepted version each, over the past and the coming year, most not over yet or long done, a third
 * with services still to confirm and one in eight with a request a supplier has not answered (a
 * service each, enough for the desk's filters to have something to find). Statistics and the
 * visibility map are brought up to date, as autovacuum would have.
 */
export async function seedBookingsAtScale(db: Db, count: number): Promise<void> {
  await db.execute(sql`
    insert into itineraries (title, status, customer_name, customer_email, start_date, nights, adults, owner_id)
    select ${place(sql`g % 200`)} || ', ' || ${place(sql`(g * 7 + 3) % 200`)} || ' and ' || ${place(sql`(g * 13 + 11) % 200`)} || ', ' || (2 + g % 8) || ' nights',
           'booked',
           ${textArray(FIRST_NAMES)}[1 + g % 16] || ' ' || ${textArray(LAST_NAMES)}[1 + (g / 16) % 16],
           'scale-' || g || '@bookings.test',
           current_date + (g % 730 - 365),
           2 + g % 8,
           2,
           (select min(id) from users)
    from generate_series(1, ${count}) g`);
  await db.execute(sql`
    insert into final_itineraries (itinerary_id, version, snapshot, total_paise, currency, frozen_by, accepted_at, accepted_by)
    select id, 1, '{}'::jsonb, 1000000, 'INR', owner_id, now(), owner_id from itineraries where customer_email like 'scale-%@bookings.test'`);
  await db.execute(sql`
    insert into bookings (reference, itinerary_id, final_itinerary_id, version, status, customer_name, customer_email, trip_title, start_date, end_date, nights,
                          owner_id, total_paise, currency, services_total, services_open, services_confirmed, cancelled_at)
    select 'UA-2026-' || lpad((900000 + t.id)::text, 6, '0'), t.id, f.id, 1,
           case when t.start_date + t.nights < current_date then 'completed' when t.id % 20 = 0 then 'cancelled' when t.id % 3 = 0 then 'confirming' else 'confirmed' end,
           t.customer_name, t.customer_email, t.title, t.start_date, t.start_date + t.nights, t.nights, t.owner_id, 1000000, 'INR',
           1,
           case when t.start_date + t.nights >= current_date and t.id % 20 <> 0 and t.id % 3 = 0 then 1 else 0 end,
           case when t.start_date + t.nights >= current_date and t.id % 20 <> 0 and t.id % 3 = 0 then 0 else 1 end,
           case when t.start_date + t.nights >= current_date and t.id % 20 = 0 then now() end
    from itineraries t join final_itineraries f on f.itinerary_id = t.id
    where t.customer_email like 'scale-%@bookings.test'`);
  await db.execute(sql`
    insert into booking_services (booking_id, position, source, source_line_id, first_date, last_date, label, quantity, travellers_text, status,
                                  requested_at, confirmation_number, voucher_number, currency, cost_paise, sell_paise, cost_at_booking_paise, sell_at_booking_paise)
    select b.id, 1, 'item', 1, b.start_date, b.end_date, 'Stay', 1, '2 adults',
           case when b.services_open = 0 then 'confirmed' when b.id % 8 = 0 then 'requested' else 'pending' end,
           case when b.services_open > 0 and b.id % 8 = 0 then now() - make_interval(hours => b.id % 300) end,
           case when b.services_open = 0 then 'CONF-' || b.id end,
           case when b.services_open = 0 then b.reference || '-01' end,
           'INR', 800000, 1000000, 800000, 1000000
    from bookings b where b.customer_email like 'scale-%@bookings.test'`);
  await db.execute(sql`vacuum analyze itineraries, final_itineraries, bookings, booking_services`);
}
