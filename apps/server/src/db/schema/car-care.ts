import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { ownedVehicles } from './vehicles.ts';

/**
 * The last maintenance reminder emailed about each vehicle (module `car-care`, docs/product/car-care.md): the
 * reminders job claims a vehicle by moving `sent_at` forward only when the last is MAINTENANCE_REMINDER_DAYS old,
 * in the transaction that queues the email, so a restart or a second run sends nothing twice.
 */
export const maintenanceReminders = pgTable(
  'maintenance_reminders',
  {
    ownedVehicleId: uuid('owned_vehicle_id')
      .primaryKey()
      .references(() => ownedVehicles.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** By the marketplace's clock (tests and test support move it). */
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    /** The catalogue slugs the email named as due. */
    services: text('services').array().notNull(),
  },
  (t) => [index('maintenance_reminders_user_id_idx').on(t.userId)],
);
