import { useRef, useState } from 'react';
import { Alert, Button, Group, Paper, SegmentedControl, Select, SimpleGrid, Skeleton, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { mailSendRequestSchema, whatsappSendRequestSchema, type MessageChannel, type MessageRecordType } from '@ua/contracts';
import { IconAlertTriangle, IconSend } from '@tabler/icons-react';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { useContractForm } from '../../hooks/use-contract-form';
import { showErrorToast, showInfoToast } from '../../lib/toast';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { chosenTemplate, composerErrors, initialComposerValues, requestOf, templatesFor, type ComposeContext, type ComposerValues } from './composer-values';
import { fillPreview } from './conversation';
import { useMessageTemplates } from './list-message-templates';
import { useSendMessage } from './send-message';

const CHANNEL_OPTIONS = [
  { value: 'whatsapp', label: 'WhatsApp' },
  { value: 'email', label: 'Email' },
];
const KIND_OPTIONS = [
  { value: 'template', label: 'Template' },
  { value: 'text', label: 'Free text' },
];

const schemaOf = (channel: MessageChannel) => (channel === 'whatsapp' ? whatsappSendRequestSchema : mailSendRequestSchema);

export type MessageComposerProps = {
  recordType: MessageRecordType;
  recordId: number;
  /** Template parameters the record already knows (customer_name, trip_title ...), by name. */
  defaults: Readonly<Record<string, string>>;
  documentVersion?: number | undefined;
};

/**
 * Writes a message about the record: WhatsApp or email, a template with its parameters (prefilled from
 * what the record knows) and a live preview, or free WhatsApp text. Each compose has its own
 * idempotency key, so a double click or a retried request sends once.
 */
export function MessageComposer({ recordType, recordId, defaults, documentVersion }: MessageComposerProps) {
  const templates = useMessageTemplates();
  const send = useSendMessage();
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  // The button shows it is busy only once React has drawn it; two clicks in one frame get this far both.
  const sending = useRef(false);
  const contextFor = (channel: MessageChannel): ComposeContext => ({ recordType, recordId, documentVersion, templates: templatesFor(templates.data ?? [], channel, recordType) });
  const { rootRef, ...form } = useContractForm<ComposerValues>({
    initialValues: initialComposerValues(defaults),
    schema: (values) => schemaOf(values.channel),
    toInput: (values) => requestOf(values, contextFor(values.channel)),
    refine: (values) => composerErrors(values, contextFor(values.channel)),
  });
  const { values } = form;
  const context = contextFor(values.channel);
  const template = chosenTemplate(values, context);
  const freeText = values.channel === 'whatsapp' && values.kind === 'text';

  const submit = (current: ComposerValues) => {
    if (sending.current) return;
    const request = { ...requestOf(current, contextFor(current.channel)), idempotency_key: idempotencyKey };
    const callbacks = {
      onSuccess: () => {
        showInfoToast('It is queued; the ticks show when it is sent, delivered and read.', 'Message sent');
        setIdempotencyKey(newIdempotencyKey());
        form.setFieldValue('text', '');
      },
      onError: (error: unknown) => showErrorToast(form.showServerErrors(error).detail, 'Message not sent'),
      onSettled: () => {
        sending.current = false;
      },
    };
    if (current.channel === 'whatsapp') {
      const body = form.parse(whatsappSendRequestSchema, request);
      if (!body) return;
      sending.current = true;
      send.mutate({ channel: 'whatsapp', body }, callbacks);
    } else {
      const body = form.parse(mailSendRequestSchema, request);
      if (!body) return;
      sending.current = true;
      send.mutate({ channel: 'email', body }, callbacks);
    }
  };

  if (templates.isPending) return <Skeleton h={120} radius="md" aria-label="Loading the templates" />;
  if (templates.isError) return <QueryErrorAlert error={templates.error} what="the message templates" onRetry={() => void templates.refetch()} />;

  const setParameter = (name: string, value: string) => form.setFieldValue('parameters', { ...values.parameters, [name]: value });
  const preview = freeText ? values.text : template ? fillPreview(template.preview, template.parameters, values.parameters) : '';

  // `submit` reads the in-flight ref, so it is bound when the form is submitted, not while rendering.
  return (
    <form ref={rootRef} noValidate onSubmit={(event) => form.handleSubmit(submit)(event)} aria-label="Write a message">
      <Stack gap="sm">
        <Group gap="sm" wrap="wrap">
          <SegmentedControl
            aria-label="Channel"
            data={CHANNEL_OPTIONS}
            value={values.channel}
            onChange={(channel) => form.setValues({ channel: channel === 'email' ? 'email' : 'whatsapp', kind: 'template', template: '' })}
          />
          {values.channel === 'whatsapp' && (
            <SegmentedControl aria-label="Message kind" data={KIND_OPTIONS} value={values.kind} onChange={(kind) => form.setFieldValue('kind', kind === 'text' ? 'text' : 'template')} />
          )}
        </Group>
        {freeText ? (
          <Textarea
            label="Message"
            description="Free text reaches the customer only within 24 hours of their last message; otherwise send a template."
            autosize
            minRows={2}
            maxRows={8}
            {...form.getInputProps('text')}
          />
        ) : (
          <>
            <Select
              label="Template"
              placeholder={context.templates.length === 0 ? 'No template for this record' : 'Choose a template'}
              data={context.templates.map((option) => ({ value: option.name, label: option.title }))}
              value={values.template || null}
              onChange={(name) => form.setFieldValue('template', name ?? '')}
              error={form.error('template')}
              allowDeselect={false}
              required
            />
            {template && template.parameters.length > 0 && (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
                {template.parameters.map((parameter) =>
                  values.channel === 'email' ? (
                    <Textarea
                      key={parameter.name}
                      label={parameter.label}
                      placeholder={`e.g. ${parameter.example}`}
                      autosize
                      minRows={1}
                      maxRows={6}
                      required
                      value={values.parameters[parameter.name] ?? ''}
                      onChange={(event) => setParameter(parameter.name, event.currentTarget.value)}
                      error={form.error(`parameters.${parameter.name}`)}
                    />
                  ) : (
                    <TextInput
                      key={parameter.name}
                      label={parameter.label}
                      placeholder={`e.g. ${parameter.example}`}
                      required
                      value={values.parameters[parameter.name] ?? ''}
                      onChange={(event) => setParameter(parameter.name, event.currentTarget.value)}
                      error={form.error(`parameters.${parameter.name}`)}
                    />
                  ),
                )}
              </SimpleGrid>
            )}
          </>
        )}
        {preview !== '' && (
          <Paper radius="md" p="sm" bg="gray.0" aria-label="Preview" role="region">
            <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5} mb={4}>
              Preview
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {preview}
            </Text>
            {template?.document && documentVersion !== undefined && values.channel === 'whatsapp' && (
              <Text size="xs" c="dimmed" mt={4}>
                With the PDF of version {documentVersion}.
              </Text>
            )}
          </Paper>
        )}
        {form.refusal !== undefined && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={20} />} role="alert">
            {form.refusal}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconSend size={16} />} loading={send.isPending}>
            {values.channel === 'whatsapp' ? 'Send on WhatsApp' : 'Send email'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
