import { TextInput, type TextInputProps } from '@mantine/core';
import { ZIP_LENGTH } from '@pitstop/contracts/constants';
import { ZIP5_PATTERN, messages } from '@pitstop/contracts/common/field-rules';
import type { ChangeEvent } from 'react';

/** The zip input: digits only, at most 5 (docs/product/errors-and-validation.md). */
export const sanitizeZip = (value: string) => value.replace(/\D/g, '').slice(0, ZIP_LENGTH);

/** The zip field's message, or null when valid ('Zipcode cannot be blank' when empty, docs/product/errors-and-validation.md). */
export function zipError(value: string): string | null {
  const zip = value.trim();
  if (zip === '') return messages.zipBlank;
  return ZIP5_PATTERN.test(zip) ? null : messages.zipInvalid;
}

export interface ZipInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  value?: string;
  onChange?: (value: string) => void;
}

/**
 * A 5-digit zip field: keeps digits only, typed or pasted (no `maxLength`, which would cut a pasted
 * 'ZIP: 94103' before the digits), with the numeric keyboard on phones.
 */
export function ZipInput({ value, onChange, label = 'ZIP code', ...props }: ZipInputProps) {
  return (
    <TextInput
      label={label}
      inputMode="numeric"
      autoComplete="postal-code"
      {...props}
      value={value ?? ''}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange?.(sanitizeZip(event.currentTarget.value))}
    />
  );
}
