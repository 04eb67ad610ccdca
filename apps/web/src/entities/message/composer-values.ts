import type { MessageChannel, MessageParty, MessageRecordType, MessageTemplate } from '@ua/contracts';
import type { FieldErrors } from '../../lib/field-errors';

/** A WhatsApp message is a template or (inside the 24-hour window) free text; a mail is always a template. */
export type ComposeKind = 'template' | 'text';

export type ComposerValues = {
  channel: MessageChannel;
  kind: ComposeKind;
  /** The template's name; empty until one is chosen. */
  template: string;
  /** Every value typed or given, by parameter name: a template takes the ones it names, so switching templates keeps them. */
  parameters: Record<string, string>;
  text: string;
};

/** What the composer writes about, and what it can attach. */
export type ComposeContext = {
  recordType: MessageRecordType;
  recordId: number;
  /** The templates of the chosen channel for this kind of record. */
  templates: readonly MessageTemplate[];
  /** The version whose PDF goes with a template that sends a document; none before a version is frozen. */
  documentVersion?: number | undefined;
};

export function initialComposerValues(defaults: Readonly<Record<string, string>>): ComposerValues {
  return { channel: 'whatsapp', kind: 'template', template: '', parameters: { ...defaults }, text: '' };
}

/** The templates a channel offers for a kind of record. */
export function templatesFor(templates: readonly MessageTemplate[], channel: MessageChannel, recordType: MessageRecordType): MessageTemplate[] {
  return templates.filter((template) => template.channel === channel && template.record_types.includes(recordType));
}

export function chosenTemplate(values: ComposerValues, context: ComposeContext): MessageTemplate | undefined {
  return values.kind === 'template' ? context.templates.find((template) => template.name === values.template) : undefined;
}

/** A supplier's messages go to its contacts; a trip's (and the chain's) to the customer. */
const partyOf = (recordType: MessageRecordType): MessageParty => (recordType === 'supplier' ? 'supplier' : 'customer');

/** The send request the values stand for, without its idempotency key: a text, or a template with exactly its parameters. */
export function requestOf(values: ComposerValues, context: ComposeContext) {
  const base = { record_type: context.recordType, record_id: context.recordId, to: partyOf(context.recordType) };
  if (values.channel === 'whatsapp' && values.kind === 'text') return { ...base, text: values.text };
  const template = chosenTemplate(values, context);
  const parameters = Object.fromEntries((template?.parameters ?? []).map(({ name }) => [name, values.parameters[name] ?? '']));
  const attach = values.channel === 'whatsapp' && template?.document && context.documentVersion !== undefined ? { attach_version: context.documentVersion } : {};
  return { ...base, template: values.template === '' ? undefined : values.template, parameters, ...attach };
}

/** What the contract cannot see: a template chosen, each of its parameters filled, a version for its PDF, a text written. */
export function composerErrors(values: ComposerValues, context: ComposeContext): FieldErrors {
  if (values.channel === 'whatsapp' && values.kind === 'text') return values.text.trim() === '' ? { text: 'Write the message' } : {};
  const template = chosenTemplate(values, context);
  if (!template) return { template: 'Choose a template' };
  const errors: FieldErrors = {};
  if (template.document && values.channel === 'whatsapp' && context.documentVersion === undefined) {
    errors.template = 'This template sends a version\u2019s PDF: freeze a version first';
  }
  for (const { name, label } of template.parameters) {
    if ((values.parameters[name] ?? '').trim() === '') errors[`parameters.${name}`] = `Enter the ${label.toLowerCase()}`;
  }
  return errors;
}
