import { MaskInput, type MaskInputProps } from '@mantine/core';
import { formatMask } from '@mantine/hooks';
import { type ChangeEvent, forwardRef } from 'react';

/** The phone mask (###) ###-#### (Mantine's mask syntax: 9 is a digit). */
export const PHONE_MASK = '(999) 999-9999';

/** A stored phone (10 digits, or 11 starting with 1) as the mask shows it; '' for none. */
export function formatPhone(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return digits ? formatMask(digits, { mask: PHONE_MASK, slotChar: null }) : '';
}

/**
 * The mask keeps its leading "(" once every digit is gone (select all, then delete): a value without a digit
 * is an empty field, so a cleared optional phone is blank, not an invalid "(".
 */
const withDigitsOrEmpty = (masked: string): string => (/\d/.test(masked) ? masked : '');

export interface PhoneInputProps extends Omit<MaskInputProps, 'mask' | 'type' | 'value' | 'onChange' | 'onChangeRaw'> {
  /** The masked value, e.g. '(312) 555-0123'. */
  value?: string;
  /** Called with the masked value (a form's `getInputProps` onChange takes it as is). */
  onChange?: (value: string) => void;
}

/**
 * A phone field with the spec's mask and the phone keyboard on mobiles. Mantine's MaskInput edits the value
 * itself on each key (so fast typing never loses a digit) and reports it through onChangeRaw, not the
 * input's change event: this component turns that into `onChange(masked)`.
 */
export const PhoneInput = forwardRef<HTMLInputElement, PhoneInputProps>(function PhoneInput(
  { label = 'Phone number', value, onChange, ...props },
  ref,
) {
  return (
    <MaskInput
      ref={ref}
      mask={PHONE_MASK}
      slotChar={null}
      showMaskOnFocus={false}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="(555) 555-5555"
      label={label}
      {...props}
      value={value ?? ''}
      // Changes the mask does not handle itself (autofill, IME) arrive as input events: masked by then.
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange?.(withDigitsOrEmpty(event.currentTarget.value))}
      onChangeRaw={(_raw, masked) => onChange?.(withDigitsOrEmpty(masked))}
    />
  );
});
