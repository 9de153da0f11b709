import { createHash, randomBytes } from 'node:crypto';
import {
  type CreatedVehicleHistoryShare,
  VEHICLE_HISTORY_SHARES_MAX,
  type VehicleHistory,
  type VehicleHistoryShare,
  vehicleHistoryMessages,
} from '@pitstop/contracts';
import { pageUrl } from '@pitstop/contracts/pages';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { ownedVehicles, vehicleHistoryShares } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { ownVehicle, readVehicleHistory } from './read-vehicle-history.ts';
import type { VehicleHistoryDeps } from './vehicle-history-deps.ts';

/**
 * Share links of a vehicle's history (ADR 068): the token is the capability — 192 random bits, given to the owner
 * once and kept only as its SHA-256, as the satisfaction link's (reviews/nps.ts) — read-only, until the owner turns
 * it off. An unknown token and a revoked one are the same 404: whoever holds a dead link learns nothing more.
 */
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

type ShareRow = typeof vehicleHistoryShares.$inferSelect;
const toShare = (row: ShareRow): VehicleHistoryShare => ({ id: row.id, hint: row.hint, createdAt: row.createdAt.toISOString() });

export const shareUrlOf = (config: VehicleHistoryDeps['config'], token: string) => pageUrl(config.publicUrl, '/vehicle-history/:token', { token });

/** POST /v3/users/vehicles/:id/history/shares: a new link, its token shown this once; at most 10 live per vehicle. */
export async function createShare(deps: VehicleHistoryDeps, input: { userId: string; vehicleId: string }): Promise<CreatedVehicleHistoryShare> {
  return deps.db.transaction(async (tx) => {
    // The vehicle's row locked: two links made at once count each other against the bound.
    const [vehicle] = await tx
      .select({ id: ownedVehicles.id })
      .from(ownedVehicles)
      .where(and(eq(ownedVehicles.id, input.vehicleId), eq(ownedVehicles.userId, input.userId)))
      .for('update');
    if (!vehicle) throw new AppError('not_found', vehicleHistoryMessages.vehicleNotFound);
    const [live] = await tx
      .select({ count: count() })
      .from(vehicleHistoryShares)
      .where(and(eq(vehicleHistoryShares.ownedVehicleId, vehicle.id), isNull(vehicleHistoryShares.revokedAt)));
    if ((live?.count ?? 0) >= VEHICLE_HISTORY_SHARES_MAX) throw new AppError('conflict', vehicleHistoryMessages.tooManyShares);
    const token = randomBytes(24).toString('base64url');
    const [row] = await tx
      .insert(vehicleHistoryShares)
      .values({ userId: input.userId, ownedVehicleId: vehicle.id, tokenHash: hashOf(token), hint: token.slice(-4), createdAt: deps.clock.now() })
      .returning();
    return { ...toShare(row!), token, url: shareUrlOf(deps.config, token) };
  });
}

/** GET /v3/users/vehicles/:id/history/shares: the vehicle's live links, newest first. */
export async function listShares(deps: Pick<VehicleHistoryDeps, 'db'>, input: { userId: string; vehicleId: string }): Promise<VehicleHistoryShare[]> {
  const vehicle = await ownVehicle(deps.db, input);
  const rows = await deps.db
    .select()
    .from(vehicleHistoryShares)
    .where(and(eq(vehicleHistoryShares.ownedVehicleId, vehicle.id), isNull(vehicleHistoryShares.revokedAt)))
    .orderBy(desc(vehicleHistoryShares.createdAt), desc(vehicleHistoryShares.id));
  return rows.map(toShare);
}

/** DELETE /v3/users/vehicles/:id/history/shares/:shareId: the link answers 404 from now on. Already off, or not this vehicle's: 404. */
export async function revokeShare(deps: Pick<VehicleHistoryDeps, 'db' | 'clock'>, input: { userId: string; vehicleId: string; shareId: string }): Promise<void> {
  const revoked = await deps.db
    .update(vehicleHistoryShares)
    .set({ revokedAt: deps.clock.now() })
    .where(
      and(
        eq(vehicleHistoryShares.id, input.shareId),
        eq(vehicleHistoryShares.ownedVehicleId, input.vehicleId),
        eq(vehicleHistoryShares.userId, input.userId),
        isNull(vehicleHistoryShares.revokedAt),
      ),
    )
    .returning({ id: vehicleHistoryShares.id });
  if (revoked.length === 0) throw new AppError('not_found', vehicleHistoryMessages.shareNotFound);
}

/** GET /v3/vehicle_history_shares/:token (and its files): the history behind a live link, else 404. */
export async function readSharedHistory(deps: Pick<VehicleHistoryDeps, 'db'>, token: string): Promise<VehicleHistory> {
  const [share] = await deps.db
    .select({ userId: vehicleHistoryShares.userId, vehicleId: vehicleHistoryShares.ownedVehicleId })
    .from(vehicleHistoryShares)
    .where(and(eq(vehicleHistoryShares.tokenHash, hashOf(token)), isNull(vehicleHistoryShares.revokedAt)));
  if (!share) throw new AppError('not_found', vehicleHistoryMessages.linkNotValid);
  return readVehicleHistory(deps, share);
}
