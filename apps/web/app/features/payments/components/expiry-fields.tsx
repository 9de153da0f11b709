import { Group, Input } from '@mantine/core';
import { useState } from 'react';
import { EXPIRY_MONTHS, expiryYears } from '../schemas';

type InputProps = { value?: unknown; error?: unknown; onChange?: unknown; onBlur?: unknown; onFocus?: unknown };

/**
 * A card's expiry (docs/product/booking-and-payments.md): a month of 01 to 12 and a year of the 20 from the current one, two
 * labelled native selects (as the country's), each starting from a disabled prompt. The values are the numbers
 * ('1'…'12', '2026'…) the forms send as expMonth and expYear.
 */
export function ExpiryFields({ inputProps, idPrefix }: { inputProps: (key: 'expMonth' | 'expYear') => InputProps; idPrefix: string }) {
  const [years] = useState(() => expiryYears(new Date()));
  return (
    // A row of its own (the CVC follows): two labelled selects side by side fit 360 px without wrapping a label.
    <Group gap="sm" align="flex-start" wrap="nowrap" flex="1 1 100%" miw={0}>
      <ExpirySelect id={`${idPrefix}-exp-month`} label="Expiry month" prompt="MM" autoComplete="cc-exp-month" options={EXPIRY_MONTHS} inputProps={inputProps('expMonth')} />
      <ExpirySelect id={`${idPrefix}-exp-year`} label="Expiry year" prompt="YYYY" autoComplete="cc-exp-year" options={years} inputProps={inputProps('expYear')} />
    </Group>
  );
}

function ExpirySelect(props: { id: string; label: string; prompt: string; autoComplete: string; options: readonly string[]; inputProps: InputProps }) {
  const { error, ...rest } = props.inputProps;
  return (
    <Input.Wrapper flex="1 1 0" miw={0} label={props.label} id={props.id} required error={error as string | undefined}>
      <Input component="select" id={props.id} autoComplete={props.autoComplete} required error={Boolean(error)} {...(rest as object)}>
        <option value="" disabled>
          {props.prompt}
        </option>
        {props.options.map((option) => (
          <option key={option} value={String(Number(option))}>
            {option}
          </option>
        ))}
      </Input>
    </Input.Wrapper>
  );
}
