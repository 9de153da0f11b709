import { Button, Fieldset, Group, NumberInput, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import type { ShopPortalLocation, ShopSettingsPatch } from '@pitstop/contracts';
import { MAX_BAYS, WEEKDAY_NAMES as DAY_NAMES, WEEKDAYS } from '@pitstop/contracts/shops';
import { MAX_MEMBER_DISCOUNT_PERCENT } from '@pitstop/contracts/common/money';
import { ProblemAlert } from '~/components/ui/problem-alert';
import { useSchemaForm } from '~/lib/use-schema-form';
import { MONEY_INPUT, PERCENT_INPUT } from './number-inputs';
import { SettingsFormSchema, settingsFormValues, settingsPatch } from '../settings-values';

/**
 * A location's settings, which price its instant offers and its bid drafts: money in dollars and rates in percent
 * as a shop reads them (the API stores cents and basis points), hours per weekday with a closed switch, bays.
 */
export function SettingsForm({ location, onSave }: { location: ShopPortalLocation; onSave: (patch: ShopSettingsPatch) => Promise<unknown> }) {
  const form = useSchemaForm(SettingsFormSchema, { initialValues: settingsFormValues(location) });
  const submit = form.submit((values) => onSave(settingsPatch(values)));

  return (
    <form onSubmit={submit} noValidate aria-label={`Settings of ${location.name}`}>
      <Stack gap="lg">
        <ProblemAlert problem={form.problem} />
        <Fieldset legend="Prices" radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NumberInput label="Labor rate" description="Dollars per hour" {...MONEY_INPUT} {...form.getInputProps('laborRate')} />
            <NumberInput label="Parts markup" description="Added to the parts’ cost" {...PERCENT_INPUT} {...form.getInputProps('partsMarkup')} />
            <NumberInput label="Diagnostic fee" description="What finding a fault costs" {...MONEY_INPUT} {...form.getInputProps('diagnosticFee')} />
            <NumberInput label="Sales tax on parts" {...PERCENT_INPUT} {...form.getInputProps('taxRate')} />
            <NumberInput
              label="Member discount"
              description={`Percent off the whole bill for plus members, 0 to ${MAX_MEMBER_DISCOUNT_PERCENT}`}
              suffix=" %"
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('memberDiscountPercent')}
            />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="Warranty" radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NumberInput label="Months" allowDecimal={false} allowNegative={false} min={0} {...form.getInputProps('warrantyMonths')} />
            <NumberInput label="Miles" allowDecimal={false} allowNegative={false} thousandSeparator="," min={0} {...form.getInputProps('warrantyMiles')} />
          </SimpleGrid>
          <Textarea label="Terms" rows={3} maxLength={500} mt="sm" {...form.getInputProps('warrantyTerms')} />
        </Fieldset>
        <Fieldset legend="Opening hours" radius="md">
          <Text size="sm" c="dimmed" mb="sm">
            In the shop’s time zone ({location.timeZone}).
          </Text>
          <Stack gap="sm">
            {WEEKDAYS.map((day) => {
              const closed = form.values.hours[day].closed;
              return (
                <Group key={day} gap="sm" align="flex-start" wrap="wrap">
                  <Switch
                    label={`${DAY_NAMES[day]}: closed`}
                    w={{ base: '100%', xs: 190 }}
                    mt={{ base: 0, xs: 30 }}
                    {...form.getInputProps(`hours.${day}.closed`, { type: 'checkbox' })}
                  />
                  {!closed && (
                    <>
                      <TextInput type="time" label={`${DAY_NAMES[day]} opens`} w={150} {...form.getInputProps(`hours.${day}.open`)} />
                      <TextInput type="time" label={`${DAY_NAMES[day]} closes`} w={150} {...form.getInputProps(`hours.${day}.close`)} />
                    </>
                  )}
                </Group>
              );
            })}
          </Stack>
        </Fieldset>
        <NumberInput label="Bays" description="Cars you can work on at once" allowDecimal={false} allowNegative={false} min={1} max={MAX_BAYS} w={200} {...form.getInputProps('bays')} />
        <Group>
          <Button type="submit" loading={form.submitting}>
            Save settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
