import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { METROS } from '../../data/metros.ts';
import type { Db } from '../../db/client.ts';
import {
  appointments,
  offerLineItems,
  offers,
  ownedVehicles,
  reviews,
  serviceRequestServices,
  serviceRequests,
  services,
  shopLocations,
  users,
} from '../../db/schema/index.ts';
import { findUserByEmail } from '../accounts/index.ts';
import { vehicleClassOf } from '../../data/vehicles/vehicle-class.ts';
import { demoStaffLocationSlugs } from '../shops/index.ts';
import { offerLineRow, priceJob, type Quote } from '../offers/index.ts';
import { countReview } from './written-reviews.ts';

/** The demo reviewers: customers without a password (no one signs in as them), each with completed jobs. */
const REVIEWERS = [
  ['Dana', 'Reyes'],
  ['Marcus', 'Lee'],
  ['Priya', 'Nair'],
  ['Tom', 'Becker'],
  ['Ana', 'Souza'],
  ['Kevin', 'Walsh'],
] as const;
export const demoReviewerEmail = (index: number) => `reviewer.${index + 1}@pitstop.test`;

/**
 * What the demo jobs were, and what their customers wrote: [service slug, car, stars, text]. Each is priced by
 * autoquote at its shop (its offer's lines and total), so the recent repairs of a model (repair-costs, ADR 073) read
 * as real prices.
 */
const JOBS = [
  ['oil-change', [2016, 'Honda', 'Civic'], 5, 'In and out in forty minutes, and the price was exactly what the offer said. They even showed me the old filter.'],
  ['brake-pads-replacement', [2014, 'Toyota', 'Camry'], 4, 'Brakes feel new. It took an hour longer than promised, but they texted me before I asked.'],
  ['synthetic-oil-change', [2019, 'Ford', 'F-150'], 5, 'Friendly front desk and no upsell. Booking through the app was easier than calling.'],
  ['wiper-blades-replacement', [2012, 'Mazda', 'Mazda3'], 3, 'Fine job, but I waited a while for a simple swap on a quiet morning.'],
  ['brake-inspection', [2017, 'Subaru', 'Outback'], 5, 'They told me my pads still had plenty left instead of selling me a brake job. Honest shop.'],
  ['engine-air-filter-replacement', [2015, 'Chevrolet', 'Malibu'], 4, 'Quick and clean. The waiting room coffee could use work.'],
] as const;

/** How many demo jobs, and reviews, each demo staff location gets. */
const REVIEWS_PER_LOCATION = 2;

/**
 * Demo reviews (docs/product/reviews.md): at the demo staff's locations of every metro, completed jobs of the demo
 * reviewers, each reviewed as a customer would, moving the location's rating and count like any review. Written once:
 * when the first reviewer exists, the step has run. Needs the demo shops and the catalogue first; `now`: the seed's time.
 */
export async function seedDemoReviews(db: Db, now: Date): Promise<void> {
  if (await findUserByEmail(db, demoReviewerEmail(0))) return;
  const bySlug = new Map(
    (
      await db
        .select({ id: services.id, slug: services.slug, laborHours: services.laborHours, partsCost: services.partsCost, autoquotable: services.autoquotable, pricingMethod: services.pricingMethod })
        .from(services)
        .where(inArray(services.slug, JOBS.map(([slug]) => slug)))
    ).map(({ slug, id, ...pricing }) => [slug, { serviceId: id, ...pricing }]),
  );
  const locations = await db
    .select()
    .from(shopLocations)
    .where(inArray(shopLocations.slug, METROS.flatMap((metro) => demoStaffLocationSlugs(metro.slug))));
  if (locations.length === 0 || bySlug.size === 0) return;

  await db.transaction(async (tx) => {
    const reviewers = await tx
      .insert(users)
      .values(
        REVIEWERS.map(([firstName, lastName], index) => ({
          email: demoReviewerEmail(index),
          passwordHash: null,
          firstName,
          lastName,
          status: 'active' as const,
          confirmedAt: sql`now()`,
          promoSlug: `reviewer-${index + 1}`,
          acquisitionSource: 'seed',
        })),
      )
      .returning({ id: users.id });
    let job = 0;
    for (const location of locations.sort((a, b) => a.slug.localeCompare(b.slug))) {
      for (let n = 0; n < REVIEWS_PER_LOCATION; n += 1, job += 1) {
        const [slug, [year, make, model], rating, body] = JOBS[job % JOBS.length]!;
        const pricing = bySlug.get(slug);
        if (!pricing) continue;
        const serviceId = pricing.serviceId;
        const vehicleClass = vehicleClassOf({ year, make, model });
        const quote = priceJob({ services: [{ pricing }], vehicleClass, shop: location }) as Quote;
        const totalCents = quote.totalCents;
        const userId = reviewers[job % reviewers.length]!.id;
        // Completed one to a few weeks ago, at 10 AM on the shop's clock roughly.
        const completedAt = new Date(now.getTime() - (3 + ((job * 5) % 40)) * 86_400_000);
        const [vehicle] = await tx.insert(ownedVehicles).values({ userId, year, make, model, subModel: null, mileage: 40_000 + job * 1_500 }).returning({ id: ownedVehicles.id });
        const [request] = await tx
          .insert(serviceRequests)
          .values({
            userId,
            ownedVehicleId: vehicle!.id,
            metroId: location.metroId,
            status: 'completed',
            zipcode: location.zipcode,
            lat: location.lat,
            lon: location.lon,
            vehicleYear: year,
            vehicleMake: make,
            vehicleModel: model,
            vehicleMileage: 40_000 + job * 1_500,
            vehicleClass,
            notificationMethod: 'email',
            instantPrice: true,
            requestFormToken: randomUUID(),
            createdAt: new Date(completedAt.getTime() - 3 * 86_400_000),
            updatedAt: completedAt,
          })
          .returning({ id: serviceRequests.id });
        await tx.insert(serviceRequestServices).values({ serviceRequestId: request!.id, serviceId, position: 0 });
        const [offer] = await tx
          .insert(offers)
          .values({
            serviceRequestId: request!.id,
            locationId: location.id,
            source: 'autoquote',
            status: 'accepted',
            laborCents: quote.laborCents,
            partsCents: quote.partsCents,
            feesCents: quote.feesCents,
            taxCents: quote.taxCents,
            totalCents,
            warrantyMonths: location.warrantyMonths,
            warrantyMiles: location.warrantyMiles,
            warrantyTerms: location.warrantyTerms,
            validUntil: completedAt,
            distanceMiles: 2.4,
          })
          .returning({ id: offers.id });
        await tx.insert(offerLineItems).values(quote.lines.map((line, position) => offerLineRow(offer!.id, position, line)));
        const [appointment] = await tx
          .insert(appointments)
          .values({
            serviceRequestId: request!.id,
            offerId: offer!.id,
            locationId: location.id,
            userId,
            status: 'completed',
            completedAt,
            proposedBy: 'customer',
            startsAt: new Date(completedAt.getTime() - 3_600_000),
            endsAt: completedAt,
            bay: 1,
            timeZone: location.timeZone,
            jobMinutes: 60,
            approvedTotalCents: totalCents,
            paymentState: 'captured',
            capturedCents: totalCents,
            calendarUid: `${randomUUID()}@demo`,
            createdAt: new Date(completedAt.getTime() - 2 * 86_400_000),
            updatedAt: completedAt,
          })
          .returning({ id: appointments.id });
        const writtenAt = new Date(completedAt.getTime() + 20 * 3_600_000);
        await tx.insert(reviews).values({ appointmentId: appointment!.id, locationId: location.id, userId, rating, body, createdAt: writtenAt, updatedAt: writtenAt });
        await countReview(tx, location.id, rating);
      }
    }
  });
}
