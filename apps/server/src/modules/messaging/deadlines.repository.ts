import { sql } from 'drizzle-orm';
import type { MessageParty, MessageRecordType } from '@ua/contracts';
import { queryRows, type Db } from '../../db/client.ts';
import { messages } from '../../db/schema/messaging.ts';

/** The first of a number's WhatsApp messages that nobody has answered since, with whom to tell. */
export type WaitingReply = {
  id: number;
  fromAddress: string;
  recordType: MessageRecordType | null;
  recordId: number | null;
  party: MessageParty | null;
  bodyText: string;
  receivedAt: Date;
  /** The staff member who last wrote to the number: whom a supplier's message goes to when no booking owns it. */
  lastSenderId: number | null;
};

/**
 * For each number that wrote to us on WhatsApp since `since`, the first message it sent after staff
 * last wrote to it (a message a person sent, not one of the reminders, and not one that failed),
 * when that message came at or before `receivedBy`: the conversations waiting on us, in one query.
 */
export async function waitingReplies(db: Db, since: Date, receivedBy: Date): Promise<WaitingReply[]> {
  const from = since.toISOString();
  const rows = await queryRows<{
    id: number;
    from_address: string;
    record_type: MessageRecordType | null;
    record_id: number | null;
    party: MessageParty | null;
    body_text: string;
    created_at: string | Date;
    last_sender_id: number | null;
  }>(
    db,
    sql`with recent as (
          select m.id, m.from_address, m.record_type, m.record_id, m.party, m.body_text, m.created_at
          from ${messages} m
          where m.channel = 'whatsapp' and m.direction = 'in' and m.created_at > ${from}::timestamptz
        ),
        answered as (
          select o.to_address as address, max(o.created_at) as at
          from ${messages} o
          where o.channel = 'whatsapp' and o.direction = 'out' and o.sent_by is not null and o.status <> 'failed'
            and o.to_address in (select from_address from recent)
          group by o.to_address
        ),
        waiting as (
          select distinct on (r.from_address) r.*
          from recent r left join answered a on a.address = r.from_address
          where a.at is null or r.created_at > a.at
          order by r.from_address, r.created_at, r.id
        )
        select w.*, (select o.sent_by from ${messages} o where o.channel = 'whatsapp' and o.direction = 'out' and o.to_address = w.from_address and o.sent_by is not null
          order by o.id desc limit 1) as last_sender_id
        from waiting w
        where w.created_at <= ${receivedBy.toISOString()}::timestamptz
        order by w.created_at, w.id`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    fromAddress: row.from_address,
    recordType: row.record_type,
    recordId: row.record_id === null ? null : Number(row.record_id),
    party: row.party,
    bodyText: row.body_text,
    receivedAt: new Date(row.created_at),
    lastSenderId: row.last_sender_id === null ? null : Number(row.last_sender_id),
  }));
}
