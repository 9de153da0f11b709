import { NumberInput, Text } from '@mantine/core';
import { MILEAGE_MAX } from '@pitstop/contracts/vehicles';
import { ProblemAlert } from '~/components/ui/problem-alert';
import { useSchemaForm } from '~/lib/use-schema-form';
import { VEHICLE_ADD_STEPS, describeVehicle } from '../../add-vehicle-steps';
import { MileageFormSchema } from '../../schemas';
import { StepFrame } from './step-frame';
import type { StepProps } from './step-props';

export interface MileageStepProps extends StepProps {
  /** Saves the vehicle with its mileage; rejects with the server's error when it could not. */
  onSave: (mileage: number) => Promise<void>;
  /** Says where the vehicle goes: the account, or kept until sign-up. */
  saveNote: string;
}

/** Step "mileage": the last one — the mileage, then the vehicle is saved (docs/product/vehicles.md). */
export function MileageStep({ flow, draft, position, backTo, onSave, saveNote }: MileageStepProps) {
  const form = useSchemaForm(MileageFormSchema, { initialValues: { mileage: '' } });
  const withEngine = VEHICLE_ADD_STEPS[flow].includes('engine');
  // A refused vehicle (say, a VIN already on the account) is told above the field.
  const submit = form.submit(({ mileage }) => onSave(mileage));

  return (
    <StepFrame
      position={position}
      question="What's the mileage?"
      summary={describeVehicle({ ...draft, trim: draft.trim ?? null, engine: draft.engine ?? null }, withEngine)}
      backTo={backTo}
      onSubmit={() => submit()}
      submitLabel="Add vehicle"
      submitting={form.submitting}
    >
      {draft.vin && (
        <Text size="sm" c="dimmed">
          VIN {draft.vin}
        </Text>
      )}
      <ProblemAlert problem={form.problem} />
      <NumberInput
        label="Mileage"
        description="What the odometer shows. Your best guess is fine."
        placeholder="e.g. 45,000"
        {...form.getInputProps('mileage')}
        min={0}
        max={MILEAGE_MAX}
        allowDecimal={false}
        allowNegative={false}
        thousandSeparator=","
        inputMode="numeric"
        hideControls
        size="md"
      />
      <Text size="sm" c="dimmed">
        {saveNote}
      </Text>
    </StepFrame>
  );
}
