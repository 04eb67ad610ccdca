import type { MessageChannel, MessageRecordType } from '@ua/contracts';

/**
 * The message log's query keys, in one place: every query option builds its key here, and a send
 * invalidates through them, never a hand-typed key.
 */
export const messageKeys = {
  all: ['messages'] as const,
  record: (recordType: MessageRecordType, recordId: number) => [...messageKeys.all, 'record', recordType, recordId] as const,
  channel: (channel: MessageChannel, recordType: MessageRecordType, recordId: number) => [...messageKeys.record(recordType, recordId), channel] as const,
  templates: () => [...messageKeys.all, 'templates'] as const,
};
