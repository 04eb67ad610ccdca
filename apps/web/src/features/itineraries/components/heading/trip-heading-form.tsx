import { Alert, Button, Stack, Textarea } from '@mantine/core';
import { tripHeadingCreateRequestSchema, tripHeadingUpdateRequestSchema, type TripHeading } from '@ua/contracts';
import { DrawerFormActions } from '../../../../components/drawer-form-actions';
import { PageFormActions } from '../../../../components/page-form-actions';
import { StaffPicker } from '../../../../entities/staff/staff-picker';
import { useContractForm } from '../../../../hooks/use-contract-form';
import { useViewer } from '../../../../hooks/use-viewer';
import { showErrorToast, showInfoToast } from '../../../../lib/toast';
import { numberFrom } from '../../../../lib/typed-number';
import { useCreateTrip } from '../../api/create-trip';
import { useUpdateHeading } from '../../api/update-heading';
import { TRIP_FORM_FIELD_PATHS, nightsChangeNote, tripHeadingChanges, tripHeadingCreateInput, tripHeadingFormValues, tripHeadingRefine, type TripHeadingFormValues } from '../../utils/trip-form-values';
import { AgentFields } from './agent-fields';
import { CustomerFields } from './customer-fields';
import { FormSection } from './form-section';
import { PlacesFields } from './places-fields';
import { PricingRulesFields } from './pricing-rules-fields';
import { TripFields } from './trip-fields';

type TripHeadingFormProps = {
  /** The trip to edit; none for a new one from an enquiry. */
  heading?: TripHeading;
  /** In cards on a page, or plain in a drawer. */
  framed: boolean;
  onDone: (saved?: TripHeading) => void;
};

/** What saving the edit will do to the days already laid out, said before it is done. */
function daysNote(heading: TripHeading | undefined, values: TripHeadingFormValues): string | undefined {
  if (!heading) return undefined;
  const notes = [nightsChangeNote(heading.nights, numberFrom(values.nights))];
  if (values.start_date !== heading.start_date) notes.push('Every day moves with the new start date, and its lines are priced again for it.');
  return notes.filter(Boolean).join(' ') || undefined;
}

/**
 * A trip's heading, new (from the customer's enquiry) or edited: checked by the contract's schemas,
 * the server's refusals shown at their boxes, and an edit sending only what changed.
 */
export function TripHeadingForm({ heading, framed, onDone }: TripHeadingFormProps) {
  const { can, userId } = useViewer();
  const form = useContractForm({
    initialValues: tripHeadingFormValues(heading, userId),
    schema: heading ? tripHeadingUpdateRequestSchema : tripHeadingCreateRequestSchema,
    toInput: (values) => (heading ? tripHeadingChanges(heading, values) : tripHeadingCreateInput(values)),
    refine: tripHeadingRefine,
    fieldPaths: TRIP_FORM_FIELD_PATHS,
  });
  const create = useCreateTrip();
  const update = useUpdateHeading();
  const { values } = form;
  const changes = heading ? tripHeadingChanges(heading, values) : undefined;

  const onError = (error: unknown) => showErrorToast(form.showServerErrors(error).detail, heading ? 'Changes not saved' : 'Trip not created');

  const submit = () => {
    if (!heading) {
      const body = form.parse(tripHeadingCreateRequestSchema, tripHeadingCreateInput(values));
      if (!body) return;
      create.mutate(body, {
        onSuccess: (saved) => {
          showInfoToast(`${saved.reference} is ready for its days.`, 'Trip created');
          onDone(saved);
        },
        onError,
      });
      return;
    }
    const body = changes && form.parse(tripHeadingUpdateRequestSchema, changes);
    if (!body) return;
    update.mutate(
      { tripId: heading.id, changes: body },
      {
        onSuccess: (saved) => {
          showInfoToast(`${saved.reference} is saved.`, 'Changes saved');
          onDone(saved);
        },
        onError,
      },
    );
  };

  const Actions = framed ? PageFormActions : DrawerFormActions;
  return (
    <form {...form.formProps(submit)}>
      <Stack gap={framed ? 'lg' : 'xl'}>
        <FormSection title="Customer" framed={framed}>
          <CustomerFields form={form} autoFocus={!heading} />
        </FormSection>
        <FormSection title="Trip" framed={framed}>
          <TripFields form={form} daysNote={daysNote(heading, values)} />
        </FormSection>
        <FormSection title="Places" framed={framed}>
          <PlacesFields form={form} canSearch={can('locations.view')} />
        </FormSection>
        <FormSection title="Owner and notes" framed={framed}>
          <Stack gap="md">
            <StaffPicker label="Owner" placeholder="The sales person handling it" {...form.field('owner_id')} />
            <Textarea label="Notes" placeholder="What the customer asked for, budget, preferences, how they found us." autosize minRows={3} maxRows={10} {...form.getInputProps('notes')} />
          </Stack>
        </FormSection>
        {(can('agents.view') || heading?.agent) && (
          <FormSection title="Agent" framed={framed}>
            <AgentFields form={form} canPick={can('agents.view')} />
          </FormSection>
        )}
        <PricingRulesFields form={form} />
        {form.refusal !== undefined && (
          <Alert color="red" variant="light">
            {form.refusal}
          </Alert>
        )}
        <Actions>
          <Button variant="default" onClick={() => onDone()}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending} disabled={changes !== undefined && Object.keys(changes).length === 0}>
            {heading ? 'Save changes' : 'Create trip'}
          </Button>
        </Actions>
      </Stack>
    </form>
  );
}
