import { NumberInput, type NumberInputProps } from '@mantine/core';
import { centsToDollars, typedDollarsToCents } from '@pitstop/contracts/common/money';
import { useState } from 'react';

export interface MoneyInputProps extends Omit<NumberInputProps, 'value' | 'onChange' | 'min' | 'max' | 'defaultValue'> {
  /** Cents; null when the field is empty, NaN while what is typed is not an amount. */
  value?: number | null;
  onChange?: (cents: number | null) => void;
  maxCents?: number;
}

const centsOfShown = (shown: number | string) => typedDollarsToCents(shown);

/**
 * The one field for an amount of money (ADR 054): dollars shown ('$1,250.50'), cents in and out through the
 * contracts' money helpers. It answers each keystroke ('560.' is 56000 cents), so a message can follow the typing.
 */
export function MoneyInput({ value = null, onChange, maxCents, ...props }: MoneyInputProps) {
  const [shown, setShown] = useState<number | string>(value === null || Number.isNaN(value) ? '' : centsToDollars(value));
  // A value set from outside (a reset) is shown; what is being typed (NaN while it is no amount) stays as typed.
  if (!Number.isNaN(value) && value !== centsOfShown(shown)) setShown(value === null ? '' : centsToDollars(value));
  return (
    <NumberInput
      prefix="$"
      decimalScale={2}
      thousandSeparator=","
      allowNegative={false}
      inputMode="decimal"
      {...props}
      min={0}
      max={maxCents === undefined ? undefined : centsToDollars(maxCents)}
      value={shown}
      onChange={(next) => {
        setShown(next);
        onChange?.(centsOfShown(next));
      }}
    />
  );
}
