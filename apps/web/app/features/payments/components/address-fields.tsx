import { Grid, NativeSelect, TextInput } from '@mantine/core';
import { ADDRESS_PLACEHOLDERS } from '@pitstop/contracts';
import type { GetInputPropsReturnType } from '@mantine/form';

type InputProps = GetInputPropsReturnType | Record<string, unknown>;

export interface AddressFieldsProps {
  /** `form.getInputProps` of the form holding the address. */
  inputProps: (path: string) => InputProps;
  /** The zip's key: `addressZip` (billing, spec card token input) or `addressZipcode` (service address). */
  zipKey: 'addressZip' | 'addressZipcode';
  /** Line 1, city, state and zip are required (billing); a service address is optional as a whole. */
  required?: boolean;
  idPrefix: string;
}

/**
 * An address (spec 000 §3 "Address", §5 "Required address field"): line 1, line 2 (optional), city, state, zip
 * and the country (US), each with its placeholder — the name the rule messages use ('City is required.',
 * 'Please enter a valid Zip code'). The country select starts with a disabled 'Country' prompt.
 */
export function AddressFields({ inputProps, zipKey, required = true, idPrefix }: AddressFieldsProps) {
  const field = (key: keyof typeof ADDRESS_PLACEHOLDERS | 'addressZipcode', extra: InputProps = {}) => {
    const placeholder = ADDRESS_PLACEHOLDERS[key === 'addressZipcode' ? 'addressZip' : key];
    return { id: `${idPrefix}-${key}`, label: placeholder, placeholder, maxLength: 128, ...extra, ...inputProps(key) };
  };
  return (
    <Grid gap="sm">
      <Grid.Col span={12}>
        <TextInput {...field('addressLine1', { required, autoComplete: 'address-line1' })} />
      </Grid.Col>
      <Grid.Col span={12}>
        <TextInput {...field('addressLine2', { autoComplete: 'address-line2' })} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <TextInput {...field('addressCity', { required, autoComplete: 'address-level2' })} />
      </Grid.Col>
      <Grid.Col span={{ base: 4, sm: 2 }}>
        <TextInput {...field('addressState', { required, autoComplete: 'address-level1', maxLength: 2 })} />
      </Grid.Col>
      <Grid.Col span={{ base: 8, sm: 5 }}>
        <TextInput {...field(zipKey, { required, autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 5 })} />
      </Grid.Col>
      <Grid.Col span={12}>
        <NativeSelect
          id={`${idPrefix}-addressCountry`}
          label="Country"
          data={[
            { value: '', label: 'Country', disabled: true },
            { value: 'US', label: 'United States' },
          ]}
          {...inputProps('addressCountry')}
        />
      </Grid.Col>
    </Grid>
  );
}
