import { Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { AddressFields, type AddressFieldsProps } from './address-fields';

/** A group of fields under a bold legend, without the fieldset's border and spacing. */
export function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <Text component="legend" fw={600} mb="xs">
        {legend}
      </Text>
      {children}
    </fieldset>
  );
}

/**
 * The name on the card and its billing address (docs/product/booking-and-payments.md: line 1, city and zip required,
 * line 2 and the state optional), as both forms that add a card ask them (the sandbox's and Stripe's); the card
 * itself follows in each form.
 */
export function BillingDetailsFields({ inputProps }: Pick<AddressFieldsProps, 'inputProps'>) {
  return (
    <>
      <TextInput label="Name on card" placeholder="Name on card" autoComplete="cc-name" maxLength={128} required {...inputProps('name')} />
      <FieldGroup legend="Billing address">
        <AddressFields inputProps={inputProps} zipKey="addressZip" stateRequired={false} idPrefix="billing" />
      </FieldGroup>
    </>
  );
}
