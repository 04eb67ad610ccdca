import { Route, Routes } from 'react-router';
import { AccountsPage } from './accounts/accounts-page';
import { PaymentLinksPage } from './links/payment-links-page';
import { PaymentsReceivedPage } from './received/payments-received-page';

/** /payments: the accounts view, the payments received and the payment links. A booking's own payments are on its page, in the panel app/ hands the bookings area. */
export function PaymentsArea() {
  return (
    <Routes>
      <Route path="received" element={<PaymentsReceivedPage />} />
      <Route path="links" element={<PaymentLinksPage />} />
      <Route path="*" element={<AccountsPage />} />
    </Routes>
  );
}
