/** Payments: a booking's dues, the payments and refunds against them, receipts, gateway links, payment mails and reminders. The only door into the module. */
export { paymentsRoutes } from './payments.routes.ts';
export { paymentLinkRoutes } from './links.routes.ts';
export { gatewayStandInRoutes } from './gateway-stand-in.routes.ts';
export { gatewayWebhookRoutes } from './gateway-webhook.routes.ts';
export { paymentMailRoutes } from './payment-mail.routes.ts';
export { receiptRoutes } from './receipts.routes.ts';
export { paymentJobs } from './payments.jobs.ts';
export { paymentDeadlineJobs } from './deadlines.jobs.ts';
// What the agents' wallets (issue 18) and the demo record payments with, the way staff would.
export { recordManualPayment, recordPaymentInTx, refundPayment, refundPaymentInTx, requestHashOf, reversePayment, reversePaymentInTx, type PaymentToRecord, type RefundToRecord } from './record.service.ts';
export { findPayment } from './payment-rows.repository.ts';
export { receiptNumbersOf } from './payment-rows.repository.ts';
export { setPlan, waiveDue } from './plan.service.ts';
export { lockBookingForMoney, refuseCancelled } from './payment-writes.ts';
export { moneyTransaction } from './receipt-numbering.ts';
// What the dashboards read: the accounts desk's figures, over the rows of the accounts view and the payments and links lists.
export { accountsFigures, type AccountsFigures } from './accounts-figures.ts';
