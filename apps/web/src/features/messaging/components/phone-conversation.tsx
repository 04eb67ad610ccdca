import { Box, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { devWhatsappReplySchema } from '@ua/contracts';
import { IconDeviceMobile, IconSend } from '@tabler/icons-react';
import { useContractForm } from '../../../hooks/use-contract-form';
import { formatDateTime } from '../../../lib/dates';
import { showErrorToast, showInfoToast } from '../../../lib/toast';
import type { StandInPhone } from '../api/list-whatsapp-phones';
import { useReplyAsPhone } from '../api/reply-as-phone';

type PhoneMessage = StandInPhone['messages'][number];

/** One message as the phone saw it: the app's on the left, the phone's own on the right. */
function PhoneBubble({ message }: { message: PhoneMessage }) {
  const mine = message.direction === 'in';
  return (
    <Box component="li" display="flex" style={{ justifyContent: mine ? 'flex-end' : 'flex-start' }}>
      <Paper withBorder radius="lg" px="sm" py={6} maw="85%" bg={mine ? 'green.0' : 'white'}>
        <Text size="xs" c="dimmed" fw={600}>
          {mine ? 'This phone' : 'UA Internal'}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.text}
        </Text>
        <Text size="xs" c="dimmed" ta="right">
          <time dateTime={message.at}>{formatDateTime(message.at)}</time>
        </Text>
      </Paper>
    </Box>
  );
}

/**
 * A stand-in phone's conversation with the app, and a box to answer as its owner (the customer or
 * the supplier): the stand-in sends the reply to the app's webhook, signed, as Meta would.
 */
export function PhoneConversation({ phone }: { phone: StandInPhone }) {
  const reply = useReplyAsPhone();
  const { rootRef, ...form } = useContractForm({
    initialValues: { text: '' },
    schema: devWhatsappReplySchema,
    toInput: (values) => ({ from: phone.phone, text: values.text }),
    // The phone is not typed here: a refusal of it is about the whole reply.
    fieldPaths: { from: '' },
  });

  const submit = (values: { text: string }) => {
    const body = form.parse(devWhatsappReplySchema, { from: phone.phone, text: values.text });
    if (!body) return;
    reply.mutate(body, {
      onSuccess: () => {
        showInfoToast(`It reaches the app as ${phone.phone}\u2019s message.`, 'Reply sent');
        form.setValues({ text: '' });
      },
      onError: (error) => showErrorToast(form.showServerErrors(error).detail, 'Reply not sent'),
    });
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} component="section" aria-label={`Phone ${phone.phone}`}>
      <Stack gap="sm">
        <Group gap="xs">
          <IconDeviceMobile size={18} aria-hidden />
          <Text fw={600}>{phone.phone}</Text>
          <Text size="xs" c="dimmed">
            {phone.messages.length} {phone.messages.length === 1 ? 'message' : 'messages'}
          </Text>
        </Group>
        <Stack component="ol" gap="xs" m={0} p={0} aria-label={`Conversation with ${phone.phone}`} style={{ listStyle: 'none' }}>
          {phone.messages.map((message) => (
            <PhoneBubble key={message.id} message={message} />
          ))}
        </Stack>
        <form ref={rootRef} noValidate onSubmit={form.handleSubmit(submit)}>
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label={`Answer as ${phone.phone}`}
              placeholder="Write what the customer would write"
              {...form.getInputProps('text')}
            />
            <Button type="submit" mt={24} leftSection={<IconSend size={16} />} loading={reply.isPending}>
              Send reply
            </Button>
          </Group>
          {form.refusal !== undefined && (
            <Text size="sm" c="red.8" mt={4} role="alert">
              {form.refusal}
            </Text>
          )}
        </form>
      </Stack>
    </Paper>
  );
}
