import type { ServiceAction, ServiceStatus } from '@ua/contracts';

/**
 * The statuses each staff action starts from, as the server allows them (booking-status.ts there):
 * the page offers only the moves the server would take. A settled booking takes none.
 */
const ACTION_FROM: Record<ServiceAction, readonly ServiceStatus[]> = {
  request: ['pending', 'requested', 'rejected'],
  confirm: ['pending', 'requested', 'rejected'],
  reject: ['pending', 'requested'],
  cancel: ['pending', 'requested', 'confirmed', 'rejected'],
  change_supplier: ['pending', 'rejected'],
  send_voucher: ['confirmed'],
};

export function actionAllowed(action: ServiceAction, status: ServiceStatus): boolean {
  return ACTION_FROM[action].includes(status);
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
