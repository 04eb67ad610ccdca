import type { ReactNode } from 'react';
import { Alert, Button, Card, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { agentCreateRequestSchema, agentUpdateRequestSchema, type AgentDetail } from '@ua/contracts';
import { PageFormActions } from '../../../../components/page-form-actions';
import { RupeeInput } from '../../../../components/rupee-input';
import { StaffPicker } from '../../../../entities/staff/staff-picker';
import { useContractForm } from '../../../../hooks/use-contract-form';
import { showErrorToast, showInfoToast } from '../../../../lib/toast';
import { useCreateAgent } from '../../api/create-agent';
import { useUpdateAgent } from '../../api/update-agent';
import { AGENT_FIELD_PATHS, agentAmountErrors, agentChanges, agentCreateInput, agentFormValues } from '../../utils/agent-form-values';
import { CommissionEditor } from './commission-editor';
import { ContactsEditor } from './contacts-editor';

type AgentFormProps = {
  /** The agent to edit; none to add one. */
  agent?: AgentDetail;
  onDone: (saved?: AgentDetail) => void;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={title}>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5} mb="md">
        {title}
      </Text>
      {children}
    </Card>
  );
}

/**
 * Add or edit an agent, checked by the contracts' schemas; the server's refusals show at their fields.
 * Commission is typed in percent and money in rupees, and sent in basis points and paise, converted
 * digit by digit (8.5% is 850, ₹2,500.10 is 250010).
 */
export function AgentForm({ agent, onDone }: AgentFormProps) {
  const form = useContractForm({
    initialValues: agentFormValues(agent),
    schema: agent ? agentUpdateRequestSchema : agentCreateRequestSchema,
    toInput: (values) => (agent ? agentChanges(agent, values) : agentCreateInput(values)),
    refine: agentAmountErrors,
    fieldPaths: AGENT_FIELD_PATHS,
  });
  const create = useCreateAgent();
  const update = useUpdateAgent();
  const { values } = form;
  const changes = agent ? agentChanges(agent, values) : undefined;

  const onError = (error: unknown) => showErrorToast(form.showServerErrors(error).detail, agent ? 'Changes not saved' : 'Agent not added');

  const submit = () => {
    if (!agent) {
      const body = form.parse(agentCreateRequestSchema, agentCreateInput(values));
      if (!body) return;
      create.mutate(body, {
        onSuccess: (saved) => {
          showInfoToast(`${saved.agency_name} can now be named on trips.`, 'Agent added');
          onDone(saved);
        },
        onError,
      });
      return;
    }
    const body = changes && form.parse(agentUpdateRequestSchema, changes);
    if (!body) return;
    update.mutate(
      { agentId: agent.id, changes: body },
      {
        onSuccess: (saved) => {
          showInfoToast(`${saved.agency_name} is saved.`, 'Changes saved');
          onDone(saved);
        },
        onError,
      },
    );
  };

  return (
    <form {...form.formProps(submit)}>
      <Stack gap="lg">
        <Section title="Agency">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <TextInput label="Agency name" required data-autofocus {...form.getInputProps('agency_name')} />
            <TextInput label="City" required {...form.getInputProps('city')} />
            <TextInput
              label="GSTIN"
              description="15 characters; its check character is checked."
              placeholder="27AAPFU0939F1ZV"
              autoComplete="off"
              {...form.getInputProps('gstin')}
              // Shown as it is stored: upper case.
              onChange={(event) => form.setFieldValue('gstin', event.currentTarget.value.toUpperCase())}
            />
            <TextInput
              label="PAN"
              description="Characters 3 to 12 of the GSTIN, when both are given."
              placeholder="AAPFU0939F"
              autoComplete="off"
              {...form.getInputProps('pan')}
              onChange={(event) => form.setFieldValue('pan', event.currentTarget.value.toUpperCase())}
            />
          </SimpleGrid>
        </Section>
        <Section title="Contacts">
          <ContactsEditor contacts={values.contacts} onChange={(contacts) => form.setFieldValue('contacts', contacts)} errors={form.errors} />
        </Section>
        <Section title="Commission">
          <CommissionEditor
            commission={form.field('commission_percent')}
            overrides={values.commission_overrides}
            onOverrides={(overrides) => form.setFieldValue('commission_overrides', overrides)}
            errors={form.errors}
          />
        </Section>
        <Section title="Credit and wallet">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <RupeeInput label="Credit limit" description="How far below zero the wallet may go; 0 for none." {...form.field('credit_limit_rupees')} />
            <RupeeInput
              label="Low-balance alert"
              description="The account manager is told when the balance falls below this; below zero is into the credit."
              {...form.field('low_balance_alert_rupees')}
            />
            <StaffPicker label="Account manager" placeholder="Nobody yet" {...form.field('account_manager_id')} />
          </SimpleGrid>
        </Section>
        <Section title="Notes">
          <Textarea aria-label="Notes" placeholder="How they like quotes sent, who signs off, anything staff should know." autosize minRows={3} maxRows={10} {...form.getInputProps('notes')} />
        </Section>
        {form.refusal !== undefined && (
          <Alert color="red" variant="light">
            {form.refusal}
          </Alert>
        )}
        <PageFormActions>
          <Button variant="default" onClick={() => onDone()}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending} disabled={changes !== undefined && Object.keys(changes).length === 0}>
            {agent ? 'Save changes' : 'Add agent'}
          </Button>
        </PageFormActions>
      </Stack>
    </form>
  );
}
