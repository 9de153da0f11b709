/**
 * Names people read, zod-free so a page can show them without the contracts' schemas in its JavaScript (the
 * auto-repair pages' budget, ADR 071). The schemas in shops.ts and catalog.ts are built from the lists here.
 */

/** Weekdays as opening hours key them, Monday first. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Each weekday's name as a person reads it (the settings form, the auto-repair pages' hours and their JSON-LD). */
export const WEEKDAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/** Vehicle classes the catalogue prices parts (and scales labor) by. */
export const VEHICLE_CLASSES = ['compact', 'midsize', 'fullsize', 'truck_suv', 'luxury'] as const;
export type VehicleClass = (typeof VEHICLE_CLASSES)[number];

/** A vehicle class as a person says it (the shop's bid form, the auto-repair pages' typical prices). */
export const VEHICLE_CLASS_TEXT: Record<VehicleClass, string> = {
  compact: 'compact car',
  midsize: 'midsize car',
  fullsize: 'full-size car',
  truck_suv: 'truck or SUV',
  luxury: 'luxury car',
};
