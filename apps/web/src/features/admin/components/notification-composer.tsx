import { useState } from 'react';
import { Alert, Button, Grid, Group, Paper, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { NOTIFICATION_MESSAGE_MAX, sendNotificationRequestSchema } from '@ua/contracts';
import { IconCheck, IconSend } from '@tabler/icons-react';
import { showErrorToast, showInfoToast } from '../../../lib/toast';
import { useSendNotification } from '../api/send-notification';
import { useContractForm } from '../../../hooks/use-contract-form';
import { BellPreview } from './bell-preview';
import { NotificationTypePicker } from './notification-type-picker';
import { RecipientPicker, type RecipientChoice } from './recipient-picker';
import { PageTitle } from '../../../components/page-title';

type ComposerValues = {
  // Under `recipients`, as in the request: the schema's "Choose at least one recipient" belongs to it, and goes once a pick fixes it.
  recipients: RecipientChoice;
  notification_type: string;
  message: string;
  link: string;
};

const INITIAL: ComposerValues = { recipients: { mode: 'people', user_ids: [], access_level_ids: [] }, notification_type: 'system', message: '', link: '' };

function recipientsOf({ mode, user_ids, access_level_ids }: RecipientChoice) {
  if (mode === 'people') return { user_ids };
  if (mode === 'levels') return { access_level_ids };
  return { all: true };
}

/** The request the values stand for: only the chosen mode's recipients are sent. */
const requestOf = ({ recipients, ...rest }: ComposerValues) => ({ recipients: recipientsOf(recipients), ...rest });

const sentTo = (created: number) => `Sent to ${created} staff`;

/** Write to people, the holders of levels, or everyone: a type, a message of several lines, a link; previewed as the bell shows it. */
export function NotificationComposer() {
  const { rootRef, ...form } = useContractForm({ initialValues: INITIAL, schema: sendNotificationRequestSchema, toInput: requestOf });
  const send = useSendNotification();
  const [sent, setSent] = useState<number>();
  const { values } = form;

  const submit = (current: ComposerValues) => {
    const body = form.parse(sendNotificationRequestSchema, requestOf(current));
    if (!body) return;
    setSent(undefined);
    send.mutate(body, {
      onSuccess: ({ created }) => {
        showInfoToast(sentTo(created), 'Notification sent');
        setSent(created);
        form.setValues({ message: '', link: '' });
      },
      onError: (error) => showErrorToast(form.showServerErrors(error).detail, 'Notification not sent'),
    });
  };

  const everyone = values.recipients.mode === 'everyone';

  return (
    <>
      <PageTitle order={2} title="Send a notification" description="It lands in each recipient's bell. Inactive accounts are skipped." />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
            <form ref={rootRef} noValidate onSubmit={form.handleSubmit(submit)}>
              <Stack gap="lg">
                {sent !== undefined && (
                  <Alert color="teal" variant="light" icon={<IconCheck size={20} />} role="status" withCloseButton onClose={() => setSent(undefined)}>
                    {sentTo(sent)}.
                  </Alert>
                )}
                <RecipientPicker value={values.recipients} onChange={(recipients) => form.setFieldValue('recipients', recipients)} error={form.error('recipients')} />
                <NotificationTypePicker {...form.field('notification_type')} />
                <Textarea
                  label="Message"
                  description={`Plain text; line breaks are kept. ${values.message.length} / ${NOTIFICATION_MESSAGE_MAX} characters.`}
                  required
                  autosize
                  minRows={4}
                  maxRows={12}
                  {...form.getInputProps('message')}
                />
                <TextInput
                  label="Link"
                  description="Optional: an http(s) address, or a path on this site such as /bookings/UA-24117."
                  placeholder="https://… or /…"
                  {...form.getInputProps('link')}
                />
                {form.refusal !== undefined && (
                  <Alert color="red" variant="light">
                    {form.refusal}
                  </Alert>
                )}
                <Group justify="flex-end">
                  <Button type="submit" leftSection={<IconSend size={18} />} loading={send.isPending}>
                    {everyone ? 'Send to everyone' : 'Send notification'}
                  </Button>
                </Group>
              </Stack>
            </form>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="xs" pos="sticky" top={80}>
            <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5}>
              How it will look
            </Text>
            <BellPreview type={values.notification_type} message={values.message} link={values.link} />
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
