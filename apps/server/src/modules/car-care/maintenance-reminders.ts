import { MAINTENANCE_REMINDER_DAYS, type VehicleMaintenance } from '@pitstop/contracts';
import { pageUrl } from '@pitstop/contracts/pages';
import { and, asc, eq, exists, gt, isNotNull, lte, notExists, sql } from 'drizzle-orm';
import { type Brand, type EmailContent, escapeHtml, greeting, layout, textFooter } from '../../adapters/email/index.ts';
import { maintenanceReminders, ownedVehicles, users } from '../../db/schema/index.ts';
import { tellMember } from '../outbox/index.ts';
import type { CarCareDeps } from './car-care-deps.ts';
import { readVehicles, servicesDoneOn } from './completed-jobs.ts';
import { toVehicleMaintenance } from './read-maintenance.ts';
import { anyOf } from '../../db/any-of.ts';

const USERS_PER_BATCH = 200;
const DAY_MS = 86_400_000;

/** A vehicle with something due now, as the email names it. */
type DueVehicle = Pick<VehicleMaintenance, 'id' | 'vehicleName' | 'mileage'> & { services: { slug: string; name: string }[] };

export function maintenanceEmail(brand: Brand, input: { firstName: string | null; vehicles: DueVehicle[]; dashboardUrl: string; accountUrl: string }): EmailContent {
  const sentences = input.vehicles.map(
    (vehicle) => `Your ${vehicle.vehicleName} (${(vehicle.mileage ?? 0).toLocaleString('en-US')} miles) is due for: ${vehicle.services.map((service) => service.name).join(', ')}.`,
  );
  const closing = 'Request it from your dashboard in one tap: shops near you send upfront offers.';
  const footnote = `You receive this because maintenance reminders are on in your ${brand.brandName} account. Turn them off on your Account page: ${input.accountUrl}`;
  const subject = input.vehicles.length === 1 ? `Maintenance is due on your ${input.vehicles[0]!.vehicleName}` : 'Maintenance is due on your vehicles';
  return {
    template: 'maintenance-due',
    subject,
    html: layout({
      brand,
      preheader: sentences[0]!,
      heading: 'Maintenance due',
      paragraphs: [escapeHtml(greeting(input.firstName)), ...sentences.map(escapeHtml), escapeHtml(closing)],
      action: { label: 'See what is due', url: input.dashboardUrl },
      footnote,
    }),
    text: `${greeting(input.firstName)}\n\n${sentences.join('\n\n')}\n\n${closing}\n\nSee what is due: ${input.dashboardUrl}${textFooter(brand, footnote)}`,
  };
}

/**
 * The maintenance reminders (the `car-care.send-maintenance-reminders` job, daily): every user with reminders on
 * and a confirmed address is emailed about their vehicles with a service due now (not merely soon), at most once
 * per vehicle in MAINTENANCE_REMINDER_DAYS by the marketplace's clock. Each vehicle is claimed in
 * `maintenance_reminders` — its `sent_at` moved to `now` only where it is that old or absent — in the transaction
 * that queues the email, so a second run, another node or a restart sends nothing twice.
 */
export async function sendMaintenanceReminders(deps: CarCareDeps, now: Date): Promise<{ sent: number }> {
  const cutoff = new Date(now.getTime() - MAINTENANCE_REMINDER_DAYS * DAY_MS);
  const brand: Brand = { brandName: deps.config.brandName, publicUrl: deps.config.publicUrl };
  const catalogue = await deps.catalog.get();
  // A vehicle that may be reminded: a mileage known, and no reminder about it since the cutoff.
  const remindable = and(
    isNotNull(ownedVehicles.mileage),
    notExists(
      deps.db
        .select({ one: sql`1` })
        .from(maintenanceReminders)
        .where(and(eq(maintenanceReminders.ownedVehicleId, ownedVehicles.id), gt(maintenanceReminders.sentAt, cutoff))),
    ),
  );
  let sent = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const batch = await deps.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          gt(users.id, after),
          eq(users.maintenanceReminders, true),
          eq(users.status, 'active'),
          isNotNull(users.confirmedAt),
          exists(deps.db.select({ one: sql`1` }).from(ownedVehicles).where(and(eq(ownedVehicles.userId, users.id), remindable))),
        ),
      )
      .orderBy(asc(users.id))
      .limit(USERS_PER_BATCH);
    if (batch.length === 0) break;
    after = batch.at(-1)!.id;
    const vehicles = await readVehicles(deps.db, and(anyOf(ownedVehicles.userId, batch.map((user) => user.id)), remindable));
    const done = await servicesDoneOn(deps.db, vehicles.map((vehicle) => vehicle.id));
    const dueByUser = new Map<string, DueVehicle[]>();
    for (const vehicle of vehicles) {
      const maintenance = toVehicleMaintenance(catalogue, vehicle, done.get(vehicle.id) ?? []);
      const due = maintenance.items.filter((item) => item.state === 'due');
      if (due.length === 0) continue;
      const services = due.map((item) => ({ slug: catalogue.byId.get(item.serviceId)?.slug ?? item.serviceId, name: item.name }));
      dueByUser.set(vehicle.userId, [...(dueByUser.get(vehicle.userId) ?? []), { ...maintenance, services }]);
    }
    for (const [userId, due] of dueByUser) {
      const queued = await deps.db.transaction(async (tx) => {
        // The person may have turned reminders off since the batch was read: asked again under the row's lock.
        const [user] = await tx.select({ on: users.maintenanceReminders }).from(users).where(eq(users.id, userId)).for('update');
        if (!user?.on) return false;
        const claimed: DueVehicle[] = [];
        for (const vehicle of due) {
          const [row] = await tx
            .insert(maintenanceReminders)
            .values({ ownedVehicleId: vehicle.id, userId, sentAt: now, services: vehicle.services.map((service) => service.slug) })
            .onConflictDoUpdate({
              target: maintenanceReminders.ownedVehicleId,
              set: { sentAt: now, services: sql`excluded.services` },
              setWhere: lte(maintenanceReminders.sentAt, cutoff),
            })
            .returning({ id: maintenanceReminders.ownedVehicleId });
          if (row) claimed.push(vehicle);
        }
        if (claimed.length === 0) return false;
        const ids = await tellMember(tx, deps, userId, {
          email: (to) =>
            maintenanceEmail(brand, {
              firstName: to.firstName,
              vehicles: claimed,
              dashboardUrl: pageUrl(deps.config.publicUrl, '/dashboard'),
              accountUrl: pageUrl(deps.config.publicUrl, '/profile/account'),
            }),
        });
        return ids.length > 0;
      });
      if (queued) sent++;
    }
    if (batch.length < USERS_PER_BATCH) break;
  }
  return { sent };
}
