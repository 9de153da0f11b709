import { TextInput, type TextInputProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { type Track, format, useMask } from '@react-input/mask';
import { forwardRef } from 'react';

/** Spec 000 §5: the phone mask (###) ###-####. */
export const PHONE_MASK = { mask: '(###) ###-####', replacement: { '#': /\d/ } };

/** A stored phone (10 digits, or 11 starting with 1) as the mask shows it; '' for none. */
export function formatPhone(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return digits ? format(digits, PHONE_MASK) : '';
}

/** A pasted or autofilled number with the US country code (+1 555 123 4567) keeps its ten digits. */
const dropCountryCode: Track = ({ inputType, data, value, selectionStart, selectionEnd }) => {
  if (inputType !== 'insert') return true;
  const replacesAll = selectionStart === 0 && selectionEnd >= value.length;
  const digits = data.replace(/\D/g, '');
  return replacesAll && digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : data;
};

export type PhoneInputProps = Omit<TextInputProps, 'type'>;

/** A phone field with the spec's mask (@react-input/mask) and the phone keyboard on mobiles. */
export const PhoneInput = forwardRef<HTMLInputElement, PhoneInputProps>(function PhoneInput(
  { label = 'Phone number', ...props },
  ref,
) {
  const maskRef = useMask({ ...PHONE_MASK, track: dropCountryCode });
  return (
    <TextInput
      ref={useMergedRef(ref, maskRef)}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="(555) 555-5555"
      label={label}
      {...props}
    />
  );
});
