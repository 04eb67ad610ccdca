/** Payments: a booking's dues, the payments and refunds against them, receipts, gateway links, payment mails and reminders. The only door into the module. */
export { paymentsRoutes } from './payments.routes.ts';
// What the agents' wallets (issue 18) and the demo record payments with, the way staff would.
export { recordPaymentInTx, type PaymentToRecord } from './record.service.ts';
export { setPlan } from './plan.service.ts';
export { lockBookingForMoney } from './payment-writes.ts';
