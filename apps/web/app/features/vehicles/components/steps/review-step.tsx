import { Anchor, Group, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import { type VehicleAddStep, VEHICLE_ADD_STEPS } from '../../add-vehicle-steps';
import { StepFrame } from './step-frame';
import type { StepProps } from './step-props';

const NOT_SURE = 'Not sure';

/**
 * Step "subModel": the vehicle as chosen so far — year, make, model, trim (and engine in the appointment
 * flow) — to confirm, or to change any part of (ADR 010).
 */
export function ReviewStep({ flow, draft, advance, position, backTo, hrefFor }: StepProps) {
  const withEngine = VEHICLE_ADD_STEPS[flow].includes('engine') && draft.trim !== null;
  const rows: Array<{ label: string; value: string; step: VehicleAddStep }> = [
    { label: 'Year', value: String(draft.year), step: 'make' },
    { label: 'Make', value: draft.make ?? '', step: 'make' },
    { label: 'Model', value: draft.model ?? '', step: 'model' },
    { label: 'Trim', value: draft.trim ?? NOT_SURE, step: 'trim' },
  ];
  if (withEngine) rows.push({ label: 'Engine', value: draft.engine ?? NOT_SURE, step: 'engine' });

  return (
    <StepFrame position={position} question="Is this your vehicle?" backTo={backTo} onSubmit={() => advance({})} submitLabel="Yes, continue">
      <List listStyleType="none" spacing="xs" aria-label="Your vehicle">
        {rows.map((row) => (
          <List.Item key={row.label}>
            <Group gap="xs" wrap="nowrap">
              <Text c="dimmed" w={70}>
                {row.label}
              </Text>
              <Text fw={600} style={{ flex: 1 }}>
                {row.value}
              </Text>
              <Anchor component={Link} to={hrefFor(row.step, draft)} size="sm" aria-label={`Change ${row.label.toLowerCase()}`}>
                Change
              </Anchor>
            </Group>
          </List.Item>
        ))}
      </List>
    </StepFrame>
  );
}
