import { ActionIcon, Button, Card, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { AGENT_MAX_CONTACTS } from '@ua/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { errorFor, type FieldErrors } from '../../../../lib/field-errors';
import { EMPTY_CONTACT, type ContactValues } from '../../utils/agent-form-values';

type ContactsEditorProps = { contacts: ContactValues[]; onChange: (contacts: ContactValues[]) => void; errors: FieldErrors };

/** The agency's people: each with a name and at least one of phone, email or WhatsApp (E.164). */
export function ContactsEditor({ contacts, onChange, errors }: ContactsEditorProps) {
  const edit = (index: number, patch: Partial<ContactValues>) => onChange(contacts.map((contact, at) => (at === index ? { ...contact, ...patch } : contact)));
  const field = (index: number, name: keyof ContactValues) => errorFor(errors, `contacts.${index}.${name}`);

  return (
    <Stack gap="sm">
      {contacts.length === 0 && (
        <Text size="sm" c="dimmed">
          No contacts yet. The first one is shown in the agents list.
        </Text>
      )}
      {contacts.map((contact, index) => (
        <Card key={index} withBorder radius="md" padding="sm" component="fieldset" aria-label={`Contact ${index + 1}`} style={{ margin: 0 }}>
          <Group justify="space-between" mb="xs">
            <Text size="sm" fw={600}>
              {index === 0 ? 'Primary contact' : `Contact ${index + 1}`}
            </Text>
            <ActionIcon variant="subtle" color="red" aria-label={`Remove contact ${index + 1}`} onClick={() => onChange(contacts.filter((_, at) => at !== index))}>
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
            <TextInput label="Name" required value={contact.name} onChange={(event) => edit(index, { name: event.currentTarget.value })} error={field(index, 'name')} />
            <TextInput label="Email" type="email" value={contact.email} onChange={(event) => edit(index, { email: event.currentTarget.value })} error={field(index, 'email')} />
            <TextInput label="Phone" placeholder="+919812345678" type="tel" value={contact.phone} onChange={(event) => edit(index, { phone: event.currentTarget.value })} error={field(index, 'phone')} />
            <TextInput label="WhatsApp" placeholder="+919812345678" type="tel" value={contact.whatsapp} onChange={(event) => edit(index, { whatsapp: event.currentTarget.value })} error={field(index, 'whatsapp')} />
          </SimpleGrid>
        </Card>
      ))}
      {errors.contacts && (
        <Text size="sm" c="red">
          {errors.contacts}
        </Text>
      )}
      {contacts.length < AGENT_MAX_CONTACTS && (
        <Group>
          <Button variant="light" size="sm" leftSection={<IconPlus size={16} />} onClick={() => onChange([...contacts, EMPTY_CONTACT])}>
            Add a contact
          </Button>
        </Group>
      )}
    </Stack>
  );
}
