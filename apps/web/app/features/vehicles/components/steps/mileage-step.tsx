import { Alert, NumberInput, Text } from '@mantine/core';
import { MILEAGE_MAX, Mileage, vehicleMessages } from '@pitstop/contracts/vehicles';
import { useState } from 'react';
import { VEHICLE_ADD_STEPS, describeVehicle } from '../../add-vehicle-steps';
import { StepFrame } from './step-frame';
import type { StepProps } from './step-props';

export interface MileageStepProps extends StepProps {
  /** Saves the vehicle with its mileage; rejects with the reason when it could not. */
  onSave: (mileage: number) => Promise<void>;
  /** Says where the vehicle goes: the account, or kept until sign-up. */
  saveNote: string;
}

/** Step "mileage": the last one — the mileage, then the vehicle is saved (spec 000 §2). */
export function MileageStep({ flow, draft, position, backTo, onSave, saveNote }: MileageStepProps) {
  const [mileage, setMileage] = useState<number | string>('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const withEngine = VEHICLE_ADD_STEPS[flow].includes('engine');

  const submit = async () => {
    const parsed = Mileage.safeParse(mileage);
    if (!parsed.success) {
      setError(vehicleMessages.mileageInvalid);
      return;
    }
    setError(null);
    setFailure(null);
    setSaving(true);
    try {
      await onSave(parsed.data);
    } catch (reason) {
      setFailure(reason instanceof Error ? reason.message : String(reason));
      setSaving(false);
    }
  };

  return (
    <StepFrame
      position={position}
      question="What's the mileage?"
      summary={describeVehicle({ ...draft, trim: draft.trim ?? null, engine: draft.engine ?? null }, withEngine)}
      backTo={backTo}
      onSubmit={() => void submit()}
      submitLabel="Add vehicle"
      submitting={saving}
    >
      {draft.vin && (
        <Text size="sm" c="dimmed">
          VIN {draft.vin}
        </Text>
      )}
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <NumberInput
        label="Mileage"
        description="What the odometer shows. Your best guess is fine."
        placeholder="e.g. 45,000"
        value={mileage}
        onChange={(value) => {
          setMileage(value);
          setError(null);
        }}
        onBlur={() => {
          if (mileage !== '' && !Mileage.safeParse(mileage).success) setError(vehicleMessages.mileageInvalid);
        }}
        error={error}
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
