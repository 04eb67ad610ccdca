import { useEffect, useRef } from 'react';
import { Box, Divider, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { MessageRecordType } from '@ua/contracts';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { mergeConversation, messageTitle } from './conversation';
import { useMessageTemplates } from './list-message-templates';
import { useRecordMessages } from './list-record-messages';
import { MessageBubble } from './message-bubble';
import { MessageComposer } from './message-composer';

export type ConversationPanelProps = {
  recordType: MessageRecordType;
  recordId: number;
  /** messaging.send: the composer shows. Reading needs only the record's view label. */
  canSend: boolean;
  /** Template parameters the record already knows, by name (customer_name, trip_title, link_url ...); the rest are typed. */
  defaults?: Readonly<Record<string, string>>;
  /** The version whose PDF a document template sends (the latest frozen one); none before a version exists. */
  documentVersion?: number | undefined;
};

const NO_DEFAULTS: Readonly<Record<string, string>> = {};

/**
 * A record's messages, WhatsApp and email together, as a chat: oldest at the top, ours on the right,
 * replies on the left, each with its ticks; and, for those who may send, the composer under them.
 * Any record page embeds it (a trip's today; bookings and payments next).
 */
export function ConversationPanel({ recordType, recordId, canSend, defaults = NO_DEFAULTS, documentVersion }: ConversationPanelProps) {
  const whatsapp = useRecordMessages('whatsapp', recordType, recordId);
  const email = useRecordMessages('email', recordType, recordId);
  // Only senders may read the templates; the others see the template's name spelt out.
  const templates = useMessageTemplates({ enabled: canSend });
  const messages = mergeConversation(whatsapp.data?.results ?? [], email.data?.results ?? []);
  const hidden = (whatsapp.data ? whatsapp.data.count - whatsapp.data.results.length : 0) + (email.data ? email.data.count - email.data.results.length : 0);
  const scroller = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1);

  // Like a chat: a new message (or a reply coming in) brings the bottom into view.
  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [newest?.id, newest?.status]);

  const failed = [whatsapp, email].find((query) => query.isError);
  const loading = whatsapp.isPending || email.isPending;

  return (
    <Stack gap="sm" component="section" aria-labelledby={`conversation-${recordType}-${recordId}`}>
      <Title order={2} size="h3" id={`conversation-${recordType}-${recordId}`}>
        Messages
      </Title>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          {failed?.isError ? (
            <QueryErrorAlert error={failed.error} what="the messages" onRetry={() => void failed.refetch()} />
          ) : loading ? (
            <Stack gap="xs" role="status" aria-label="Loading the messages">
              <Skeleton h={56} w="60%" radius="lg" />
              <Skeleton h={56} w="60%" radius="lg" ml="auto" />
            </Stack>
          ) : messages.length === 0 ? (
            <Text size="sm" c="dimmed">
              No messages yet.{canSend ? ' Send the first one below, by WhatsApp or email.' : ''}
            </Text>
          ) : (
            <Box ref={scroller} mah={480} style={{ overflowY: 'auto' }} tabIndex={0} aria-label="Conversation" role="region">
              {hidden > 0 && (
                <Text size="xs" c="dimmed" ta="center" mb="xs">
                  {hidden} earlier {hidden === 1 ? 'message is' : 'messages are'} not shown.
                </Text>
              )}
              <Stack component="ol" gap="xs" m={0} p={0} aria-label="Messages" style={{ listStyle: 'none' }}>
                {messages.map((message) => (
                  <MessageBubble key={message.id} message={message} title={messageTitle(message, templates.data ?? [])} />
                ))}
              </Stack>
            </Box>
          )}
          {canSend && (
            <>
              <Divider />
              {/* Prefilled once: a record whose known values change (a trip retitled) starts a fresh compose. */}
              <MessageComposer key={JSON.stringify(defaults)} recordType={recordType} recordId={recordId} defaults={defaults} documentVersion={documentVersion} />
            </>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
