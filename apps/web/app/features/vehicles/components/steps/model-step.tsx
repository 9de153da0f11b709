import { Select } from '@mantine/core';
import { useState } from 'react';
import { describeVehicle } from '../../add-vehicle-steps';
import { useModels } from '../../api/get-models';
import { LookupError, StepFrame } from './step-frame';
import { options, SEARCHABLE, type StepProps } from './step-props';

/** Step "model": the make's models of that year (searchable). */
export function ModelStep({ draft, advance, position, backTo }: StepProps) {
  const year = draft.year as number;
  const make = draft.make as string;
  const [model, setModel] = useState<string | null>(draft.model);
  const [error, setError] = useState<string | null>(null);
  const models = useModels(year, make);

  const submit = () => {
    if (!model) {
      setError('Choose a model.');
      return;
    }
    advance({ model });
  };

  return (
    <StepFrame
      position={position}
      question={`Which ${make} model is it?`}
      summary={describeVehicle({ year, make, model: null })}
      backTo={backTo}
      onSubmit={submit}
    >
      {models.isError ? (
        <LookupError error={models.error} onRetry={() => void models.refetch()} />
      ) : (
        <Select
          label="Model"
          placeholder={models.isPending ? 'Loading models…' : 'Type or choose a model'}
          data={options(models.data)}
          value={model}
          onChange={(value) => {
            setModel(value);
            setError(null);
          }}
          {...SEARCHABLE}
          nothingFoundMessage="No model matches"
          disabled={models.isPending}
          error={error}
          allowDeselect={false}
          size="md"
        />
      )}
    </StepFrame>
  );
}
