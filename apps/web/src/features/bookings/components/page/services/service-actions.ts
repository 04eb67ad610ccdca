import { serviceActionAllowed, type ServiceAction, type ServiceStatus } from '@ua/contracts';

/** The page offers only the moves the server would take (the contracts' SERVICE_ACTION_FROM); a settled booking takes none. */
export function actionAllowed(action: ServiceAction, status: ServiceStatus): boolean {
  return serviceActionAllowed(action, status);
}

/** What each action is called on its button and at the top of its form. */
export function actionTitle(action: ServiceAction, status: ServiceStatus): string {
  switch (action) {
    case 'request':
      return status === 'requested' ? 'Request again' : 'Request';
    case 'confirm':
      return 'Confirm by hand';
    case 'reject':
      return 'Record a rejection';
    case 'cancel':
      return 'Cancel service';
    case 'change_supplier':
      return 'Change supplier';
    case 'send_voucher':
      return 'Send voucher';
  }
}
