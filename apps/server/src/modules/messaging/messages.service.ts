import type { Message, MessageChannel, MessageRecordType, MessageTemplate } from '@ua/contracts';
import type { ActorContext } from '../../core/actor.ts';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { mailTemplateList } from './mail-templates.ts';
import { getMessage, listMessages } from './message-log.service.ts';
import { assertCanRead, readableRecordType } from './recipients.ts';
import { WHATSAPP_TEMPLATES } from './whatsapp-templates.ts';

/** Reading the message log: a record's messages need the record's own view label. */

export type RecordMessagesQuery = { recordType: MessageRecordType; recordId: number; limit: number; offset: number };

/** A record's messages of one channel, newest first: 400 for records not available yet, 403 without the record's view label. */
export async function listRecordMessages(db: Db, actor: ActorContext, channel: MessageChannel, query: RecordMessagesQuery): Promise<{ count: number; results: Message[] }> {
  const recordType = readableRecordType(query.recordType);
  assertCanRead(actor, recordType);
  return listMessages(db, recordType, query.recordId, query.limit, query.offset, channel);
}

/**
 * One message with its history: the record's view label reads it; one about no record (an inbound
 * message from an unknown number) is read by those who send messages.
 */
export async function readMessage(db: Db, actor: ActorContext, id: number): Promise<Message> {
  const message = await getMessage(db, id);
  if (!message) throw notFound('No such message.');
  if (message.record_type === null) {
    if (!actor.labels.has('messaging.send')) throw forbidden();
  } else {
    assertCanRead(actor, message.record_type);
  }
  return message;
}

/** Every template staff can send, mail first, each in the contract's shape. */
export function messageTemplates(): { results: MessageTemplate[] } {
  const whatsapp = WHATSAPP_TEMPLATES.filter((template) => template.staffSends).map(({ channel, name, language, category, title, parameters, preview, document, record_types }) => ({
    channel,
    name,
    language,
    category,
    title,
    parameters: parameters.map(({ name: parameter, label, example }) => ({ name: parameter, label, example })),
    preview,
    document,
    record_types,
  }));
  return { results: [...mailTemplateList(), ...whatsapp] };
}
