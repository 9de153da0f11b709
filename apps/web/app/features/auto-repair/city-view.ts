import type { AutoRepairCityResponse, AutoRepairShop, AutoRepairTypicalPrice } from '@pitstop/contracts';
import { formatCents } from '@pitstop/contracts/common/money';
import { VEHICLE_CLASS_TEXT } from '@pitstop/contracts/common/names';
import { daysText, hoursRuns, hoursText } from './opening-hours';

/**
 * A city page's data as its components draw it, written by the loader on the server (ADR 071): the week as runs of
 * days, the prices as money, the vehicle class in words. The page's JavaScript then carries no day names, money
 * formatting or class names — the city page's 150 KB budget.
 */
export interface ShopView extends AutoRepairShop {
  /** "Monday–Friday" / "08:00–18:00" or "Closed". */
  week: { days: string; hours: string }[];
}

export interface PriceView extends AutoRepairTypicalPrice {
  /** The median total, "$89.00". */
  typical: string;
  /** "$72.00–$101.00". */
  range: string;
}

export interface CityView extends Omit<AutoRepairCityResponse, 'shops' | 'prices'> {
  shops: ShopView[];
  prices: Omit<AutoRepairCityResponse['prices'], 'jobs'> & { vehicleText: string; jobs: PriceView[] };
}

export function cityView(data: AutoRepairCityResponse): CityView {
  return {
    ...data,
    shops: data.shops.map((shop) => ({ ...shop, week: hoursRuns(shop.openingHours).map((run) => ({ days: daysText(run.days), hours: hoursText(run.hours) })) })),
    prices: {
      ...data.prices,
      vehicleText: VEHICLE_CLASS_TEXT[data.prices.vehicleClass],
      jobs: data.prices.jobs.map((job) => ({ ...job, typical: formatCents(job.medianCents), range: `${formatCents(job.lowCents)}–${formatCents(job.highCents)}` })),
    },
  };
}
