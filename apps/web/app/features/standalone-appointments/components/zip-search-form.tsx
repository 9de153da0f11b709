import { Button, Group, TextInput } from '@mantine/core';
import { ZipcodeInput } from '@pitstop/contracts/locations';
import { z } from 'zod';
import { useSchemaForm } from '~/lib/use-schema-form';

const ZipSearchSchema = z.object({ zipcode: ZipcodeInput });

/** The zip the appointment's locations are found near (5 digits or ZIP+4, checked with the contract's rule). */
export function ZipSearchForm({ initialZip, onSearch }: { initialZip: string; onSearch: (zipcode: string) => void }) {
  const form = useSchemaForm(ZipSearchSchema, { initialValues: { zipcode: initialZip } });
  return (
    <form onSubmit={form.submit(({ zipcode }) => onSearch(zipcode))} noValidate>
      <Group align="end">
        <TextInput label="ZIP code" inputMode="numeric" maxLength={10} {...form.getInputProps('zipcode')} />
        <Button type="submit" variant="default">
          Find locations
        </Button>
      </Group>
    </form>
  );
}
