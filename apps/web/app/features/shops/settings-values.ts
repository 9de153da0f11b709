import {
  DayHours,
  MAX_LABOR_RATE_CENTS,
  MAX_LINE_AMOUNT_CENTS,
  MAX_MARKUP_BPS,
  MAX_TAX_RATE_BPS,
  type OpeningHours,
  type ShopPortalLocation,
  ShopSettingsPatch,
  shopMessages,
  WEEKDAYS,
  type Weekday,
} from '@pitstop/contracts/shops';
import { centsToDollars, dollarsToCents } from '@pitstop/contracts/common/money';
import { z } from 'zod';

/**
 * The settings form's values as a shop reads them — money in dollars, rates in percent, a "closed" switch per
 * weekday — and their conversion to what the API stores: cents, basis points (8.25 % = 825), `null` for a closed
 * day. Rules and messages are the contract's (ShopSettingsPatch), restated in the form's units.
 */
const patch = ShopSettingsPatch.shape;
const CLOSED_DEFAULT = { open: '08:00', close: '17:00' };

const dayForm = z
  .object({ closed: z.boolean(), open: z.string(), close: z.string() })
  .superRefine((day, context) => {
    if (day.closed) return;
    const parsed = (DayHours.unwrap() as z.ZodType).safeParse({ open: day.open, close: day.close });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    } else if (day.close <= day.open) {
      context.addIssue({ code: 'custom', message: shopMessages.closeAfterOpen, path: ['close'] });
    }
  });

export const SettingsFormSchema = z.object({
  laborRate: z
    .number({ error: 'Enter the labor rate in dollars per hour.' })
    .min(0.01, 'Labor rate must be more than zero.')
    .max(centsToDollars(MAX_LABOR_RATE_CENTS), shopMessages.amountTooLarge),
  partsMarkup: z
    .number({ error: 'Enter the markup in percent.' })
    .min(0, 'Markup cannot be negative.')
    .max(MAX_MARKUP_BPS / 100, 'Markup is at most 300 %.'),
  diagnosticFee: z
    .number({ error: 'Enter the fee in dollars.' })
    .min(0, 'Amounts cannot be negative.')
    .max(centsToDollars(MAX_LINE_AMOUNT_CENTS), shopMessages.amountTooLarge),
  taxRate: z.number({ error: 'Enter the tax rate in percent.' }).min(0, 'Tax cannot be negative.').max(MAX_TAX_RATE_BPS / 100, 'Tax is at most 20 %.'),
  warrantyMonths: patch.warrantyMonths.unwrap(),
  warrantyMiles: patch.warrantyMiles.unwrap(),
  warrantyTerms: patch.warrantyTerms.unwrap(),
  bays: patch.bays.unwrap(),
  memberDiscountPercent: patch.memberDiscountPercent.unwrap(),
  hours: z.object(Object.fromEntries(WEEKDAYS.map((day) => [day, dayForm])) as Record<Weekday, typeof dayForm>),
});
export type SettingsFormValues = z.input<typeof SettingsFormSchema>;

/** The form's values from a location as the API answers it. */
export function settingsFormValues(location: ShopPortalLocation): SettingsFormValues {
  return {
    laborRate: centsToDollars(location.laborRateCents),
    partsMarkup: location.partsMarkupBps / 100,
    diagnosticFee: centsToDollars(location.diagnosticFeeCents),
    taxRate: location.taxRateBps / 100,
    warrantyMonths: location.warrantyMonths,
    warrantyMiles: location.warrantyMiles,
    warrantyTerms: location.warrantyTerms,
    bays: location.bays,
    memberDiscountPercent: location.memberDiscountPercent,
    hours: Object.fromEntries(
      WEEKDAYS.map((day) => {
        const hours = location.openingHours[day];
        return [day, hours ? { closed: false, ...hours } : { closed: true, ...CLOSED_DEFAULT }];
      }),
    ) as SettingsFormValues['hours'],
  };
}

/** What the API stores: cents, basis points, `null` for a closed day. */
export function settingsPatch(values: z.output<typeof SettingsFormSchema>): ShopSettingsPatch {
  return {
    laborRateCents: dollarsToCents(values.laborRate),
    partsMarkupBps: Math.round(values.partsMarkup * 100),
    diagnosticFeeCents: dollarsToCents(values.diagnosticFee),
    taxRateBps: Math.round(values.taxRate * 100),
    warrantyMonths: values.warrantyMonths,
    warrantyMiles: values.warrantyMiles,
    warrantyTerms: values.warrantyTerms,
    bays: values.bays,
    memberDiscountPercent: values.memberDiscountPercent,
    openingHours: Object.fromEntries(
      WEEKDAYS.map((day) => {
        const { closed, open, close } = values.hours[day];
        return [day, closed ? null : { open, close }];
      }),
    ) as OpeningHours,
  };
}
