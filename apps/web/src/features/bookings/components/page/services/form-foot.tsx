import { Alert, Button } from '@mantine/core';
import { DrawerFormActions } from '../../../../../components/drawer-form-actions';
import type { ContractForm } from '../../../../../hooks/use-contract-form';

/** The refusal about no field in particular, and the form's two buttons. */
export function FormFoot<Values extends Record<string, unknown>>({ form, pending, submitLabel, color, onCancel }: { form: ContractForm<Values>; pending: boolean; submitLabel: string; color?: string; onCancel: () => void }) {
  return (
    <>
      {form.refusal !== undefined && (
        <Alert color="red" variant="light" title="Not done">
          {form.refusal}
        </Alert>
      )}
      <DrawerFormActions>
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" color={color} loading={pending}>
          {submitLabel}
        </Button>
      </DrawerFormActions>
    </>
  );
}
