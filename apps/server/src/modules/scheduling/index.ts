/**
 * The slot engine, a library as `offers` is for pricing (ADR 050): pure functions over a location's hours, bays
 * and the bay cells already taken, in the shop's own time zone. No routes, no state, no database: the bookings and
 * standalone-appointments modules read the cells and ask it for free times, keys and labels.
 */
export { calendarToken, calendarUrl, parseSlotKey, slotKeyOf } from './ids.ts';
export {
  bookingDays,
  CELL_MS,
  continuationDays,
  dayStart,
  type EngineSlot,
  freeSlots,
  jobMinutesFor,
  openCells,
  type SlotLocation,
  type SlotQuery,
  windowReach,
} from './slots.ts';
export { slotView } from './slot-view.ts';
export {
  addDays,
  dayOf,
  offsetMinutes,
  slotLabel,
  timeOf,
  type WallTime,
  wallTime,
  weekdayOf,
  zoneAbbreviation,
  zonedInstant,
} from './zoned-time.ts';
