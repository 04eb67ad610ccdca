import type { Message, MessageTemplate } from '@ua/contracts';

/** How often a conversation asks again while a message is still on its way. */
export const STATUS_POLL_MS = 3000;

/**
 * A message stops being watched an hour after it was queued: a WhatsApp message to a phone that is
 * off stays `sent` for days, and the panel should not ask every 3 seconds for as long as it is open.
 */
const WATCHED_FOR_MS = 60 * 60_000;

/**
 * Whether the provider may still move this message on: queued, or (WhatsApp only) sent and waiting for
 * delivered and read. A mail ends at `sent`, since SMTP has no receipts.
 */
export function isOnItsWay(message: Message, now = Date.now()): boolean {
  if (message.direction !== 'out') return false;
  const moving = message.status === 'queued' || (message.channel === 'whatsapp' && (message.status === 'sent' || message.status === 'delivered'));
  return moving && now - new Date(message.created_at).getTime() < WATCHED_FOR_MS;
}

/** Both channels' messages as one chat: oldest first, so the newest sits at the bottom. */
export function mergeConversation(...lists: readonly (readonly Message[])[]): Message[] {
  return lists.flat().sort((a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime() || a.id - b.id);
}

type TemplateParameterShape = Pick<MessageTemplate['parameters'][number], 'name' | 'label'>;

/** The template's text with each `{{name}}` replaced by its value, or by `[Label]` while it is empty. */
export function fillPreview(preview: string, parameters: readonly TemplateParameterShape[], values: Readonly<Record<string, string>>): string {
  return parameters.reduce((text, { name, label }) => {
    const value = values[name]?.trim();
    return text.replaceAll(`{{${name}}}`, value ? value : `[${label}]`);
  }, preview);
}

/** `itinerary_link` → `Itinerary link`: a template's name read aloud, where its title is not known. */
function humanise(name: string): string {
  const words = name.replace(/_/g, ' ').trim();
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

/** What a message's bubble is headed with: its template's title, a mail's subject, or what kind of text it is. */
export function messageTitle(message: Message, templates: readonly Pick<MessageTemplate, 'channel' | 'name' | 'title'>[]): string {
  if (message.template) {
    return templates.find((template) => template.channel === message.channel && template.name === message.template)?.title ?? humanise(message.template);
  }
  if (message.subject) return message.subject;
  return message.direction === 'in' ? 'Reply' : 'Text';
}
