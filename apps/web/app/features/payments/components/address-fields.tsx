import { Group, Input, Stack, TextInput } from '@mantine/core';
import { ADDRESS_PLACEHOLDERS } from '@pitstop/contracts';
import type { GetInputPropsReturnType } from '@mantine/form';

type InputProps = GetInputPropsReturnType | Record<string, unknown>;

export interface AddressFieldsProps {
  /** `form.getInputProps` of the form holding the address. */
  inputProps: (path: string) => InputProps;
  /** The zip's key: `addressZip` (billing, spec card token input) or `addressZipcode` (service address). */
  zipKey: 'addressZip' | 'addressZipcode';
  /** Line 1, city, state and zip are required; a service address is optional as a whole. */
  required?: boolean;
  /** The state too (default: as `required`); a billing address asks it but does not require it (docs/product/errors-and-validation.md). */
  stateRequired?: boolean;
  idPrefix: string;
}

/**
 * An address (docs/product/booking-and-payments.md, docs/product/errors-and-validation.md): line 1, line 2 (optional), city, state, zip
 * and the country (US), each with its placeholder — the name the rule messages use ('City is required.',
 * 'Please enter a valid Zip code'). The country select starts with a disabled 'Country' prompt.
 */
export function AddressFields({ inputProps, zipKey, required = true, stateRequired = required, idPrefix }: AddressFieldsProps) {
  const field = (key: keyof typeof ADDRESS_PLACEHOLDERS | 'addressZipcode', extra: InputProps = {}) => {
    const placeholder = ADDRESS_PLACEHOLDERS[key === 'addressZipcode' ? 'addressZip' : key];
    return { id: `${idPrefix}-${key}`, label: placeholder, placeholder, maxLength: 128, ...extra, ...inputProps(key) };
  };
  // Plain flex rows rather than Grid's responsive spans or NativeSelect: both split Mantine helpers into chunks of
  // their own, which lengthens the landing page's lazy-import lists past its budget (ADR 008).
  return (
    <Stack gap="sm">
      <TextInput {...field('addressLine1', { required, autoComplete: 'address-line1' })} />
      <TextInput {...field('addressLine2', { autoComplete: 'address-line2' })} />
      <Group gap="sm" align="flex-start" wrap="wrap">
        <TextInput flex="1 1 160px" miw={0} {...field('addressCity', { required, autoComplete: 'address-level2' })} />
        <TextInput w={72} {...field('addressState', { required: stateRequired, autoComplete: 'address-level1', maxLength: 2 })} />
        <TextInput flex="1 1 96px" miw={0} {...field(zipKey, { required, autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 5 })} />
      </Group>
      <Input.Wrapper label="Country" id={`${idPrefix}-addressCountry`}>
        <Input component="select" id={`${idPrefix}-addressCountry`} {...inputProps('addressCountry')}>
          <option value="" disabled>
            Country
          </option>
          <option value="US">United States</option>
        </Input>
      </Input.Wrapper>
    </Stack>
  );
}
