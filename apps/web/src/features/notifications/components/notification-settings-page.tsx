import { Alert, Box, Button, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconBrandWhatsapp, IconDeviceFloppy } from '@tabler/icons-react';
import { notificationPreferencesRequestSchema, type NotificationPreferences } from '@ua/contracts';
import type { NotificationChannel } from '@ua/contracts/constants';
import { BackLink } from '../../../components/back-link';
import { DetailSkeleton } from '../../../components/detail-skeleton';
import { PageFormActions } from '../../../components/page-form-actions';
import { PageTitle } from '../../../components/page-title';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useContractForm } from '../../../hooks/use-contract-form';
import { showErrorToast, showInfoToast } from '../../../lib/toast';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences';
import { notificationPaths } from '../utils/notification-paths';
import { settingsProblems, settingsRequestOf, settingsValuesOf, type SettingsValues } from '../utils/settings-values';
import { NotificationChannelTable } from './notification-channel-table';

/** The form, once the saved settings are known: they are its starting values and what a save is compared with. */
function SettingsForm({ saved }: { saved: NotificationPreferences }) {
  const { rootRef, ...form } = useContractForm<SettingsValues>({
    initialValues: settingsValuesOf(saved),
    schema: notificationPreferencesRequestSchema,
    toInput: (values) => settingsRequestOf(values, saved),
    refine: settingsProblems,
  });
  const update = useUpdateNotificationPreferences();
  const { values } = form;

  const setChannel = (type: string, channel: NotificationChannel, on: boolean) => form.setFieldValue(`types.${type}.${channel}`, on);
  const submit = (current: SettingsValues) => {
    update.mutate(settingsRequestOf(current, saved), {
      onSuccess: (next) => {
        const fresh = settingsValuesOf(next);
        form.setInitialValues(fresh);
        form.setValues(fresh);
        showInfoToast('Your notification settings are saved.', 'Settings saved');
      },
      onError: (error) => showErrorToast(form.showServerErrors(error).detail, 'Settings not saved'),
    });
  };

  return (
    <form ref={rootRef} noValidate onSubmit={form.handleSubmit(submit)}>
      <Stack gap="lg">
        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
          <NotificationChannelTable types={saved.types} values={values.types} onChange={setChannel} errorOf={(type) => form.error(`types.${type}`)} />
        </Paper>
        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
          <TextInput
            label="Your WhatsApp number"
            description="With its country code, e.g. +919812345678. Needed only for notifications on WhatsApp."
            placeholder="+91…"
            leftSection={<IconBrandWhatsapp size={18} stroke={1.8} aria-hidden />}
            inputMode="tel"
            autoComplete="tel"
            maw={360}
            {...form.getInputProps('whatsapp_number')}
          />
        </Paper>
        {form.refusal !== undefined && (
          <Alert color="red" variant="light">
            {form.refusal}
          </Alert>
        )}
        <PageFormActions>
          <Button type="submit" leftSection={<IconDeviceFloppy size={18} />} loading={update.isPending}>
            Save settings
          </Button>
        </PageFormActions>
      </Stack>
    </form>
  );
}

/** Each person's own notification settings: which kinds reach them in the bell, by mail and on WhatsApp. */
export function NotificationSettingsPage() {
  const preferences = useNotificationPreferences();
  return (
    <Box maw={960} mx="auto">
      <BackLink to={notificationPaths.list}>Notifications</BackLink>
      <PageTitle
        title="Notification settings"
        description="Choose where each kind of notification reaches you. Mail goes to your sign-in address."
      />
      {preferences.data ? (
        <SettingsForm saved={preferences.data} />
      ) : preferences.isError ? (
        <QueryErrorAlert error={preferences.error} what="your notification settings" onRetry={() => void preferences.refetch()} />
      ) : (
        <DetailSkeleton label="Loading your notification settings" />
      )}
      <Text size="xs" c="dimmed" mt="md">
        You only get the kinds of notification your access includes, whatever is turned on here.
      </Text>
    </Box>
  );
}
