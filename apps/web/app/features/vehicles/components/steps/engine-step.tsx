import { Button, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { describeVehicle } from '../../add-vehicle-steps';
import { useStyles } from '../../api/get-styles';
import { LookupError, StepFrame } from './step-frame';
import { options, SEARCHABLE, type StepProps } from './step-props';
import { NOT_SURE_LABEL } from './trim-step';

/** Step "engine" (book-appointment): the trim's engines (the lookups' styles). Optional. */
export function EngineStep({ draft, advance, position, backTo }: StepProps) {
  const year = draft.year as number;
  const make = draft.make as string;
  const model = draft.model as string;
  const trim = draft.trim as string;
  const [engine, setEngine] = useState<string | null>(draft.engine ?? null);
  const [error, setError] = useState<string | null>(null);
  const engines = useStyles(year, make, model, trim);
  const none = engines.isSuccess && engines.data.length === 0;

  const submit = () => {
    if (none) {
      advance({ engine: null });
      return;
    }
    if (!engine) {
      setError(`Choose an engine, or press “${NOT_SURE_LABEL}”.`);
      return;
    }
    advance({ engine });
  };

  return (
    <StepFrame
      position={position}
      question="Which engine does it have?"
      summary={describeVehicle({ year, make, model, trim })}
      backTo={backTo}
      onSubmit={submit}
      secondaryAction={
        none ? null : (
          <Button variant="default" onClick={() => advance({ engine: null })}>
            {NOT_SURE_LABEL}
          </Button>
        )
      }
    >
      {engines.isError ? (
        <LookupError error={engines.error} onRetry={() => void engines.refetch()} />
      ) : none ? (
        <Text>We have no engines listed for this trim. Continue without one.</Text>
      ) : (
        <Select
          label="Engine"
          placeholder={engines.isPending ? 'Loading engines…' : 'Choose an engine'}
          data={options(engines.data)}
          value={engine}
          onChange={(value) => {
            setEngine(value);
            setError(null);
          }}
          {...SEARCHABLE}
          nothingFoundMessage="No engine matches"
          disabled={engines.isPending}
          error={error}
          allowDeselect={false}
          size="md"
        />
      )}
    </StepFrame>
  );
}
