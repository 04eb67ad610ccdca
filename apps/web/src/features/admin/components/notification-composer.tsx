import { useState } from 'react';
import { Alert, Button, Grid, Group, Paper, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { NOTIFICATION_MESSAGE_MAX, sendNotificationRequestSchema } from '@ua/contracts';
import { CheckIcon, SendIcon } from '../../../components/icons';
import { showErrorToast, showInfoToast } from '../../../lib/toast';
import { useSendNotification } from '../api/send-notification';
import { useAdminViewer } from '../hooks/use-admin-viewer';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { errorFor } from '../../../lib/field-errors';
import { BellPreview } from './bell-preview';
import { NotificationTypePicker } from './notification-type-picker';
import { RecipientPicker, type RecipientMode } from './recipient-picker';
import { SectionHeader } from '../../../components/section-header';

type ComposerValues = {
  mode: RecipientMode;
  user_ids: number[];
  access_level_ids: number[];
  notification_type: string;
  message: string;
  link: string;
};

function recipientsOf(values: ComposerValues) {
  if (values.mode === 'people') return { user_ids: values.user_ids };
  if (values.mode === 'levels') return { access_level_ids: values.access_level_ids };
  return { all: true };
}

const sentTo = (created: number) => `Sent to ${created} staff`;

/** Write to people, the holders of levels, or everyone: a type, a message of several lines, a link; previewed as the bell shows it. */
export function NotificationComposer() {
  const viewer = useAdminViewer();
  const canChoose = viewer.can('staff.manage');
  const form = useSchemaForm<ComposerValues>({
    mode: canChoose ? 'people' : 'everyone',
    user_ids: [],
    access_level_ids: [],
    notification_type: 'system',
    message: '',
    link: '',
  });
  const send = useSendNotification();
  const [sent, setSent] = useState<number>();
  const { values, errors, setValue } = form;

  const submit = () => {
    const body = form.validate(sendNotificationRequestSchema, {
      recipients: recipientsOf(values),
      notification_type: values.notification_type,
      message: values.message,
      link: values.link,
    });
    if (!body) return;
    setSent(undefined);
    send.mutate(body, {
      onSuccess: ({ created }) => {
        showInfoToast(sentTo(created), 'Notification sent');
        setSent(created);
        form.reset({ ...values, message: '', link: '' });
      },
      onError: (error) => showErrorToast(form.showServerErrors(error).detail, 'Notification not sent'),
    });
  };

  const refusal = errorFor(errors, '');
  const everyone = values.mode === 'everyone';

  return (
    <>
      <SectionHeader title="Send a notification" description="It lands in each recipient's bell. Inactive accounts are skipped." />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                submit();
              }}
            >
              <Stack gap="lg">
                {sent !== undefined && (
                  <Alert color="teal" variant="light" icon={<CheckIcon size={20} />} role="status" withCloseButton onClose={() => setSent(undefined)}>
                    {sentTo(sent)}.
                  </Alert>
                )}
                <RecipientPicker
                  mode={values.mode}
                  onMode={(mode) => setValue('mode', mode)}
                  userIds={values.user_ids}
                  onUserIds={(ids) => setValue('user_ids', ids)}
                  levelIds={values.access_level_ids}
                  onLevelIds={(ids) => setValue('access_level_ids', ids)}
                  canChoose={canChoose}
                  error={errorFor(errors, 'recipients')}
                />
                <NotificationTypePicker value={values.notification_type} onChange={(type) => setValue('notification_type', type)} error={errorFor(errors, 'notification_type')} />
                <Textarea
                  label="Message"
                  description={`Plain text; line breaks are kept. ${values.message.length} / ${NOTIFICATION_MESSAGE_MAX} characters.`}
                  required
                  autosize
                  minRows={4}
                  maxRows={12}
                  value={values.message}
                  onChange={(event) => setValue('message', event.currentTarget.value)}
                  error={errorFor(errors, 'message')}
                />
                <TextInput
                  label="Link"
                  description="Optional: an http(s) address, or a path on this site such as /bookings/UA-24117."
                  placeholder="https://… or /…"
                  value={values.link}
                  onChange={(event) => setValue('link', event.currentTarget.value)}
                  error={errorFor(errors, 'link')}
                />
                {refusal !== undefined && (
                  <Alert color="red" variant="light">
                    {refusal}
                  </Alert>
                )}
                <Group justify="flex-end">
                  <Button type="submit" leftSection={<SendIcon size={18} />} loading={send.isPending}>
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
