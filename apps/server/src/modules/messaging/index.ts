import type { Config } from '../../config.ts';
import type { AnyJobDefinition } from '../../core/jobs/define-job.ts';
import { mailJobs } from './mail.jobs.ts';
import { whatsappJobs } from './whatsapp.jobs.ts';

/** Messaging: mail and WhatsApp to customers and suppliers, one message log, the providers' stand-ins. The only door into the module. */
export { mailRoutes } from './mail.routes.ts';
export { whatsappRoutes } from './whatsapp.routes.ts';
export { messageRoutes } from './messages.routes.ts';
export { devMailboxRoutes } from './dev-mailbox.routes.ts';
export { whatsappStandInRoutes } from './whatsapp-stand-in.routes.ts';

// Staff's own notifications by mail and WhatsApp: the job that queues them, and its wake-up on each notify that left some.
export { staffDeliveryJobs, staffDeliveryWake } from './staff-deliveries.jobs.ts';

/** The jobs that carry queued messages to their provider. */
export function messagingJobs(config: Config): AnyJobDefinition[] {
  return [...mailJobs(config), ...whatsappJobs(config)];
}
export { messagingDeadlineJobs } from './deadlines.jobs.ts';

// What the demo seed lays its conversations with.
export { recordDemoMail, recordDemoReply, recordDemoWhatsapp, settleDemoMessages } from './demo-messages.ts';
// What other modules' actions send as part of their own writes (a booking's request to its supplier, a voucher).
export { channelReady, queueRecordMessage, type RecordMessage } from './record-messages.service.ts';
// What a booking's timeline reads of the booking's messages (the bookings module does not read the message log itself).
export { countRecordMessages, recordMessagesBefore, type TimelineBound, type TimelineMessage } from './record-timeline.repository.ts';
// What payments read of a booking's messages: its payment mails' history.
export { recordMessagesOfTemplates, type TemplateMessage } from './record-timeline.repository.ts';
