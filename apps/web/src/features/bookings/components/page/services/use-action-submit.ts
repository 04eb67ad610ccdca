import type { ServiceActionRequest, SupplierNotice } from '@ua/contracts';
import type { ContractForm } from '../../../../../hooks/use-contract-form';
import { showInfoToast } from '../../../../../lib/toast';
import { useServiceAction } from '../../../api/service-action';

export type ActionFormProps = {
  bookingId: number;
  /** Called once the server took it, with what each supplier was told (a cancellation's). */
  onDone: (notices: SupplierNotice[]) => void;
  onCancel: () => void;
};

/**
 * Posts one service action from a form: the server's field errors land on the form's fields, and a
 * refusal about no field (the service moved meanwhile) shows whole in the form, where the person is.
 */
export function useActionSubmit<Values extends Record<string, unknown>>(form: ContractForm<Values>, { bookingId, onDone }: ActionFormProps) {
  const action = useServiceAction();
  const send = (body: ServiceActionRequest, success: { title: string; message: string }) =>
    action.mutate(
      { bookingId, body },
      {
        onSuccess: ({ supplier_notices }) => {
          showInfoToast(success.message, success.title);
          onDone(supplier_notices);
        },
        onError: (error) => void form.showServerErrors(error),
      },
    );
  return { send, pending: action.isPending };
}
