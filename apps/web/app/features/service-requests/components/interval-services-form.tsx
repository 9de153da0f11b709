import { Button, Checkbox, Stack, Text } from '@mantine/core';
import { useState } from 'react';

export interface DueService {
  serviceId: string;
  name: string;
  categoryName: string;
}

export interface IntervalServicesFormProps {
  /** The schedule's milestone the services are due at. */
  milestone: number;
  due: DueService[];
  /** Ticked at first: the due services already in the request. */
  initial: string[];
  onSubmit: (ticked: string[]) => void;
}

const miles = (value: number) => `${value.toLocaleString('en-US')} miles`;

/**
 * "Recommended services for your vehicle" (docs/product/requests-and-offers.md): what the maintenance schedule says
 * is due at the vehicle's next milestone; the person ticks what to add to the request.
 */
export function IntervalServicesForm({ milestone, due, initial, onSubmit }: IntervalServicesFormProps) {
  const [ticked, setTicked] = useState<string[]>(initial);
  return (
    <form
      noValidate
      aria-label="Recommended services"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(ticked);
      }}
    >
      <Stack gap="md">
        <Checkbox.Group
          label={`Due at ${miles(milestone)}`}
          description="Tick what you'd like shops to price with your request."
          value={ticked}
          onChange={setTicked}
        >
          <Stack gap="xs" mt="xs">
            {due.map((service) => (
              <Checkbox key={service.serviceId} value={service.serviceId} label={service.name} description={service.categoryName} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Text size="sm" c="dimmed" aria-live="polite">
          {ticked.length === 0 ? 'Nothing added.' : ticked.length === 1 ? '1 service added.' : `${ticked.length} services added.`}
        </Text>
        <Button type="submit" size="md" style={{ alignSelf: 'flex-start' }}>
          Continue
        </Button>
      </Stack>
    </form>
  );
}
