import { Route, Routes } from 'react-router';
import { AccountsPage } from './accounts/accounts-page';

/** /payments: the accounts view. A booking's own payments are on its page, in the panel app/ hands the bookings area. */
export function PaymentsArea() {
  return (
    <Routes>
      <Route path="*" element={<AccountsPage />} />
    </Routes>
  );
}
