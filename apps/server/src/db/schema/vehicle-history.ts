import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { ownedVehicles } from './vehicles.ts';

/**
 * Share links of a vehicle's history (docs/product/vehicle-history.md, ADR 068): the token is the capability, 192
 * random bits, kept only as its SHA-256 (as the satisfaction link's, ADR 034) with its last four characters to tell
 * links apart. Revoking sets `revoked_at`; the row stays, so a revoked token is known as one and never reused.
 */
export const vehicleHistoryShares = pgTable(
  'vehicle_history_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ownedVehicleId: uuid('owned_vehicle_id')
      .notNull()
      .references(() => ownedVehicles.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    hint: text('hint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('vehicle_history_shares_token_hash_key').on(t.tokenHash),
    index('vehicle_history_shares_live_idx').on(t.ownedVehicleId, t.createdAt).where(sql`${t.revokedAt} is null`),
  ],
);
