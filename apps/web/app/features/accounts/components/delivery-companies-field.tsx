import { Checkbox, SimpleGrid, Stack, TagsInput } from '@mantine/core';
import { DELIVERY_COMPANIES, DUPLICATE_ENTRY_TEXT, OTHER_COMPANY_PLACEHOLDER } from '@pitstop/contracts/sign-up-constants';
import { useState } from 'react';

export const OTHER_COMPANY = 'Other';

/** The checklist's companies (docs/product/accounts.md): the delivery companies, the host brand, then Other (free text). */
export const companyOptions = (brandName: string): string[] => [
  ...DELIVERY_COMPANIES.filter((company) => company !== brandName),
  brandName,
  OTHER_COMPANY,
];

/** What the sign-up sends as deliveryDriverCompanies: the ticked companies, Other replaced by its entries. */
export function deliveryDriverCompanies(checked: readonly string[], other: readonly string[]): string[] {
  const named = checked.filter((company) => company !== OTHER_COMPANY);
  const typed = checked.includes(OTHER_COMPANY) ? other.map((entry) => entry.trim()).filter(Boolean) : [];
  return [...new Set([...named, ...typed])];
}

export interface DeliveryCompaniesFieldProps {
  brandName: string;
  checked: string[];
  onCheckedChange: (checked: string[]) => void;
  other: string[];
  onOtherChange: (other: string[]) => void;
}

/**
 * The delivery-driver company checklist (docs/product/accounts.md, docs/product/errors-and-validation.md):
 * "Other" opens free-text tags — comma-separated, placeholder 'Enter company name(s) here', a repeated entry
 * answers 'Duplicate entry'.
 */
export function DeliveryCompaniesField({ brandName, checked, onCheckedChange, other, onOtherChange }: DeliveryCompaniesFieldProps) {
  const [duplicate, setDuplicate] = useState(false);
  return (
    <Stack gap="xs">
      <Checkbox.Group
        label="Which companies do you drive for?"
        description="Choose all that apply."
        value={checked}
        onChange={onCheckedChange}
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs" mt="xs">
          {companyOptions(brandName).map((company) => (
            <Checkbox key={company} value={company} label={company} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      {checked.includes(OTHER_COMPANY) && (
        <TagsInput
          label="Other companies"
          description="Separate names with a comma."
          placeholder={OTHER_COMPANY_PLACEHOLDER}
          splitChars={[',']}
          value={other}
          onChange={onOtherChange}
          onDuplicate={() => setDuplicate(true)}
          // The field empties itself after a duplicate: only typing again clears the message.
          onSearchChange={(search) => search !== '' && setDuplicate(false)}
          error={duplicate ? DUPLICATE_ENTRY_TEXT : undefined}
          acceptValueOnBlur
          clearable
        />
      )}
    </Stack>
  );
}
