import { Anchor, Button, Collapse, Select, Stack, TextInput } from '@mantine/core';
import { vinProblem } from '@pitstop/contracts/vehicles';
import { useState } from 'react';
import { useMakes } from '../../api/get-makes';
import { useVehicleYears } from '../../api/get-vehicle-years';
import { LookupError, StepFrame } from './step-frame';
import { options, SEARCHABLE, type StepProps } from './step-props';

export interface MakeStepProps extends StepProps {
  /** Look the vehicle up by its VIN instead (decoded, then straight to mileage). */
  onVin: (vin: string) => void;
}

/** Step "make": the model year (a dropdown of 20 years, docs/product/vehicles.md) and the make (searchable). */
export function MakeStep({ draft, advance, position, backTo, onVin }: MakeStepProps) {
  const [year, setYear] = useState<string | null>(draft.year !== null ? String(draft.year) : null);
  const [chosenMake, setMake] = useState<string | null>(draft.make);
  const [errors, setErrors] = useState<{ year?: string; make?: string }>({});
  const [vinOpen, setVinOpen] = useState(false);
  const [vin, setVin] = useState('');
  const [vinError, setVinError] = useState<string | null>(null);
  const years = useVehicleYears();
  const makes = useMakes(year !== null ? Number(year) : null);

  // A make not built in the newly chosen year does not count.
  const make = chosenMake !== null && makes.data && !makes.data.includes(chosenMake) ? null : chosenMake;

  const submit = () => {
    const found = { year: year ? undefined : 'Choose a year.', make: make ? undefined : 'Choose a make.' };
    setErrors(found);
    if (year && make) advance({ year: Number(year), make });
  };

  const lookUpVin = () => {
    const normalised = vin.replace(/[\s-]+/g, '').toUpperCase();
    const problem = vinProblem(normalised);
    setVinError(problem);
    if (!problem) onVin(normalised);
  };

  return (
    <StepFrame position={position} question="What's the year and make of your vehicle?" backTo={backTo} onSubmit={submit}>
      {years.isError ? (
        <LookupError error={years.error} onRetry={() => void years.refetch()} />
      ) : (
        <Select
          label="Year"
          placeholder={years.isPending ? 'Loading years…' : 'Choose a year'}
          data={options(years.data)}
          value={year}
          onChange={(value) => {
            setYear(value);
            setErrors((current) => ({ ...current, year: undefined }));
          }}
          disabled={years.isPending}
          error={errors.year}
          allowDeselect={false}
          size="md"
        />
      )}
      {makes.isError ? (
        <LookupError error={makes.error} onRetry={() => void makes.refetch()} />
      ) : (
        <Select
          label="Make"
          placeholder={year === null ? 'Choose a year first' : makes.isPending ? 'Loading makes…' : 'Type or choose a make'}
          data={options(makes.data)}
          value={make}
          onChange={(value) => {
            setMake(value);
            setErrors((current) => ({ ...current, make: undefined }));
          }}
          {...SEARCHABLE}
          nothingFoundMessage="No make matches"
          disabled={year === null || makes.isPending}
          error={errors.make}
          allowDeselect={false}
          size="md"
        />
      )}
      <Stack gap="xs">
        <Anchor component="button" type="button" size="sm" onClick={() => setVinOpen((open) => !open)} aria-expanded={vinOpen}>
          Know your VIN? Find your vehicle by VIN
        </Anchor>
        <Collapse expanded={vinOpen}>
          <Stack gap="xs" align="flex-start">
            <TextInput
              label="VIN"
              description="17 characters, on the dashboard or the driver's door frame."
              value={vin}
              onChange={(event) => setVin(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  lookUpVin();
                }
              }}
              error={vinError}
              maxLength={24}
              autoCapitalize="characters"
              w="100%"
            />
            <Button type="button" variant="outline" onClick={lookUpVin}>
              Find my vehicle
            </Button>
          </Stack>
        </Collapse>
      </Stack>
    </StepFrame>
  );
}
