import type { MessageChannel } from '@ua/contracts';
import type { Config } from '../../config.ts';
import type { ServiceContext } from '../../core/actor.ts';
import { AppError } from '../../lib/errors.ts';

/**
 * Sends the traveller the voucher of a confirmed service, by mail or WhatsApp (the service action
 * `send_voucher`). Placeholder: the vouchers step fills it in.
 */
export async function sendVoucher(_ctx: ServiceContext, _config: Config, _bookingId: number, _serviceId: number, _channel: MessageChannel): Promise<void> {
  throw new AppError('unavailable', 'Vouchers are not ready yet.');
}
