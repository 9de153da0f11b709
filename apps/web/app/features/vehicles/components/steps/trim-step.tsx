import { Button, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { describeVehicle } from '../../add-vehicle-steps';
import { useSubModels } from '../../api/get-sub-models';
import { LookupError, StepFrame } from './step-frame';
import { options, SEARCHABLE, type StepProps } from './step-props';

export const NOT_SURE_LABEL = "I'm not sure";

/** Step "trim": the model's trims (the lookups' sub models). Optional: "I'm not sure" goes on without one. */
export function TrimStep({ draft, advance, position, backTo }: StepProps) {
  const year = draft.year as number;
  const make = draft.make as string;
  const model = draft.model as string;
  const [trim, setTrim] = useState<string | null>(draft.trim ?? null);
  const [error, setError] = useState<string | null>(null);
  const trims = useSubModels(year, make, model);
  const none = trims.isSuccess && trims.data.length === 0;

  const submit = () => {
    if (none) {
      advance({ trim: null });
      return;
    }
    if (!trim) {
      setError(`Choose a trim, or press “${NOT_SURE_LABEL}”.`);
      return;
    }
    advance({ trim });
  };

  return (
    <StepFrame
      position={position}
      question="Which trim is it?"
      summary={describeVehicle({ year, make, model })}
      backTo={backTo}
      onSubmit={submit}
      secondaryAction={
        none ? null : (
          <Button variant="default" onClick={() => advance({ trim: null })}>
            {NOT_SURE_LABEL}
          </Button>
        )
      }
    >
      {trims.isError ? (
        <LookupError error={trims.error} onRetry={() => void trims.refetch()} />
      ) : none ? (
        <Text>We have no trims listed for this model. Continue without one.</Text>
      ) : (
        <Select
          label="Trim"
          description="Usually on the back of the car, such as LX or Sport."
          placeholder={trims.isPending ? 'Loading trims…' : 'Type or choose a trim'}
          data={options(trims.data)}
          value={trim}
          onChange={(value) => {
            setTrim(value);
            setError(null);
          }}
          {...SEARCHABLE}
          nothingFoundMessage="No trim matches"
          disabled={trims.isPending}
          error={error}
          allowDeselect={false}
          size="md"
        />
      )}
    </StepFrame>
  );
}
