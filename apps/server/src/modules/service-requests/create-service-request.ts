import { randomUUID } from 'node:crypto';
import {
  bookingLimitMessages,
  MAX_OPEN_REQUESTS_UNCONFIRMED,
  type RequestedService,
  type ServiceRequest,
  type ServiceRequestCreateInput,
  serviceRequestMessages,
} from '@pitstop/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { vehicleClassOf } from '../../data/vehicles/vehicle-class.ts';
import type { Db, Tx } from '../../db/client.ts';
import { offerLineItems, offers, ownedVehicles, serviceRequestServices, serviceRequests, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { CatalogSnapshot } from '../catalog/index.ts';
import { assertInMarket } from '../locations/index.ts';
import { fairPriceBand, type JobService, offerLineRow, priceJob, type Quote, validUntilFrom } from '../offers/index.ts';
import { isUuid } from './ids.ts';
import { nearestLocations } from './market-locations.ts';
import { lineDocument, offerDocuments, requestDocument, type ServiceRequestRow, toServiceRequests } from './read-service-requests.ts';
import type { ServiceRequestsDeps } from './service-requests-deps.ts';

const TOKEN_KEY = 'service_requests_user_id_request_form_token_key';

export interface CreatedServiceRequest {
  /** False when the token named a request made before: that request is answered, nothing new is made. */
  created: boolean;
  request: ServiceRequest;
}

type Answer = RequestedService['answers'][number];

/**
 * Creates a service request and, in the same transaction, the instant offers of the nearest shops
 * (docs/product/requests-and-offers.md, ADR 027). Idempotent by the form token: the same token from the same user answers the first request,
 * also when two arrive at once (the unique index decides, the loser reads the winner's request).
 *
 * Everything the request depends on is checked before anything is written — the vehicle is the caller's, every
 * service is offered, every answer is one of its question's, the zip is in market, a phone number exists for
 * texts — so a refusal leaves no row behind.
 */
export async function createServiceRequest(
  deps: ServiceRequestsDeps,
  input: ServiceRequestCreateInput & { userId: string; address?: string | null },
): Promise<CreatedServiceRequest> {
  try {
    return { created: true, request: await create(deps, input) };
  } catch (error) {
    // A token seen before answers its first request, whatever this body says, valid or refused. Looked up only
    // when this call made nothing — a double click, a retry, or the loser of two racing with one token (the
    // unique index decides) — never on the way of a new request.
    if (error instanceof AppError || isUniqueViolation(error, TOKEN_KEY)) {
      const earlier = await findByToken(deps.db, input.userId, input.requestFormToken);
      if (earlier) return { created: false, request: await serialise(deps.db, earlier) };
    }
    throw error;
  }
}

async function create(deps: ServiceRequestsDeps, input: ServiceRequestCreateInput & { userId: string; address?: string | null }): Promise<ServiceRequest> {
  const { db } = deps;
  const [vehicle] = isUuid(input.ownedVehicleId)
    ? await db
        .select()
        .from(ownedVehicles)
        .where(and(eq(ownedVehicles.id, input.ownedVehicleId), eq(ownedVehicles.userId, input.userId)))
    : [];
  if (!vehicle) throw new AppError('not_found', serviceRequestMessages.vehicleNotFound, { pointer: '/owned_vehicle_id' });

  const snapshot = await deps.catalog.get();
  const chosen = input.services.map((requested, index) => {
    const service = snapshot.byId.get(requested.serviceId);
    if (!service) {
      throw new AppError('service_unavailable', serviceRequestMessages.serviceUnknown, {
        pointer: `/services/${index}/service_id`,
      });
    }
    const answers = resolveAnswers(snapshot, service.id, requested.answers, index);
    return {
      service,
      note: requested.note,
      answers,
      weight: answers.reduce((product, answer) => product * answer.weight, 1),
    };
  });
  const maintenanceInterval = input.maintenanceInterval;
  maintenanceInterval?.services.forEach((serviceId, index) => {
    if (!snapshot.byId.has(serviceId)) {
      throw new AppError('service_unavailable', serviceRequestMessages.serviceUnknown, {
        pointer: `/maintenance_interval/services/${index}`,
      });
    }
  });

  const { zip, metroId } = assertInMarket(deps.coverage, input.zipcode);

  if (input.notificationMethod === 'phone' || input.notificationMethod === 'both') {
    const [user] = await db.select({ phoneNumber: users.phoneNumber }).from(users).where(eq(users.id, input.userId));
    if (!user?.phoneNumber) {
      throw new AppError('validation_failed', serviceRequestMessages.phoneNeeded, { pointer: '/notification_method' });
    }
  }

  // A valid request within the open-request limit counts against the day's budgets (ADR 046); a retry of one made
  // answers it (above) even past them.
  if (deps.countedLimits) await assertMayAsk(db, input.userId);
  await deps.requestBudget({ userId: input.userId, address: input.address ?? null });

  // Pricing, before the transaction: it reads the market's locations and computes, and writes nothing.
  const vehicleClass = vehicleClassOf(vehicle);
  const job: JobService[] = chosen.map(({ service, weight }) => ({ pricing: service.pricing, weight }));
  const instantPrice = job.every((service) => service.pricing.autoquotable);
  const locations = instantPrice ? await deps.marketLocations.get(metroId) : [];
  const band = instantPrice ? fairPriceBand({ services: job, vehicleClass, locations }) : null;
  const quotes = nearestLocations(locations, zip, deps.offersPerRequest).map((location) => ({
    id: randomUUID(),
    location,
    quote: priceJob({ services: job, vehicleClass, shop: location }) as Quote,
  }));

  const { row, offerRows } = await db.transaction(async (tx) => {
    if (deps.countedLimits) await assertMayAsk(tx, input.userId, { lock: true });
    const now = deps.clock.now();
    const [request] = await tx
      .insert(serviceRequests)
      .values({
        userId: input.userId,
        ownedVehicleId: vehicle.id,
        metroId,
        zipcode: zip.zip,
        lat: zip.lat,
        lon: zip.lon,
        vehicleYear: vehicle.year,
        vehicleMake: vehicle.make,
        vehicleModel: vehicle.model,
        vehicleSubModel: vehicle.subModel,
        vehicleMileage: vehicle.mileage,
        vehicleClass,
        notes: input.notes,
        maintenanceInterval,
        source: input.source,
        urgency: input.urgency,
        urgencyDescription: input.urgencyDescription,
        concierge: input.concierge,
        notificationMethod: input.notificationMethod,
        instantPrice,
        requestFormToken: input.requestFormToken,
        bandLowCents: band?.lowCents ?? null,
        bandMedianCents: band?.medianCents ?? null,
        bandHighCents: band?.highCents ?? null,
        bandLocationCount: band?.locationCount ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const created = request as ServiceRequestRow;
    await tx.insert(serviceRequestServices).values(
      chosen.map(({ service, note, answers, weight }, position) => ({
        serviceRequestId: created.id,
        serviceId: service.id,
        position,
        answers,
        weight,
        note,
      })),
    );
    if (quotes.length > 0) {
      // Valid exactly OFFER_VALID_DAYS from the offer's making, by the marketplace's clock (as a shop's bid is).
      const validUntil = validUntilFrom(now);
      const offerRows = await tx
        .insert(offers)
        .values(
          quotes.map(({ id, location, quote }) => ({
            id,
            serviceRequestId: created.id,
            locationId: location.id,
            source: 'autoquote' as const,
            laborCents: quote.laborCents,
            partsCents: quote.partsCents,
            feesCents: quote.feesCents,
            taxCents: quote.taxCents,
            totalCents: quote.totalCents,
            warrantyMonths: location.warrantyMonths,
            warrantyMiles: location.warrantyMiles,
            warrantyTerms: location.warrantyTerms,
            validUntil,
            distanceMiles: location.distanceMiles,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .returning();
      await tx
        .insert(offerLineItems)
        .values(quotes.flatMap(({ id, quote }) => quote.lines.map((line, position) => offerLineRow(id, position, line))));
      await deps.events.emit(tx, { type: 'service_request.created', requestId: created.id, userId: input.userId });
      return { row: created, offerRows };
    }
    await deps.events.emit(tx, { type: 'service_request.created', requestId: created.id, userId: input.userId });
    return { row: created, offerRows: [] as Array<typeof offers.$inferSelect> };
  });
  // The reply is built from what was just written, not read back: the same document GET reads (one serialiser).
  const quoted = new Map<string, (typeof quotes)[number]>(quotes.map((entry) => [entry.id, entry]));
  const shown = offerDocuments(
    row,
    offerRows.map((offer) => {
      const { location, quote } = quoted.get(offer.id)!;
      return {
        offer,
        location,
        lines: quote.lines.map((line, position) =>
          lineDocument(offerLineRow(offer.id, position, line), snapshot.byId.get(line.serviceId)?.name ?? ''),
        ),
        medianAnswerMinutes: location.medianAnswerMinutes,
      };
    }),
  );
  const requestedServices = chosen.map(({ service, note, answers }) => ({
    serviceId: service.id,
    name: service.name,
    categoryName: service.categoryName,
    autoquotable: service.autoquotable,
    note: note ?? null,
    answers,
  }));
  return requestDocument(row, requestedServices, shown);
}

async function findByToken(db: Db, userId: string, token: string): Promise<ServiceRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(serviceRequests)
    .where(and(eq(serviceRequests.userId, userId), eq(serviceRequests.requestFormToken, token)));
  return row;
}

async function serialise(db: Db, row: ServiceRequestRow): Promise<ServiceRequest> {
  const [request] = await toServiceRequests(db, [row]);
  return request as ServiceRequest;
}

/** The chosen answers as the catalogue has them (question text, weight, note); one answer per question. */
function resolveAnswers(
  snapshot: CatalogSnapshot,
  serviceId: string,
  choices: ServiceRequestCreateInput['services'][number]['answers'],
  serviceIndex: number,
): Answer[] {
  const questions = snapshot.questionsByService.get(serviceId) ?? [];
  const answered = new Set<string>();
  return choices.map((choice, index) => {
    const question = questions.find((candidate) => candidate.id === choice.questionId);
    const wanted = choice.answer.trim().toLowerCase();
    const answer = question?.answers.find((candidate) => candidate.answer.toLowerCase() === wanted);
    if (!question || !answer || answered.has(question.id)) {
      throw new AppError('service_unavailable', serviceRequestMessages.answerUnknown, {
        pointer: `/services/${serviceIndex}/answers/${index}`,
      });
    }
    answered.add(question.id);
    return { questionId: question.id, question: question.question, answer: answer.answer, weight: answer.weight, note: answer.note };
  });
}

/**
 * An account whose email is not confirmed has at most MAX_OPEN_REQUESTS_UNCONFIRMED open requests (ADR 046): checked
 * before the budgets are spent, and again in the request's transaction under a lock on the person's row, so
 * requests sent at once are counted in turn.
 */
async function assertMayAsk(db: Db | Tx, userId: string, { lock = false } = {}): Promise<void> {
  const person = db.select({ confirmedAt: users.confirmedAt }).from(users).where(eq(users.id, userId));
  const [user] = lock ? await person.for('update') : await person;
  if (!user || user.confirmedAt !== null) return;
  const [open] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(serviceRequests)
    .where(and(eq(serviceRequests.userId, userId), eq(serviceRequests.status, 'open')));
  if ((open?.n ?? 0) >= MAX_OPEN_REQUESTS_UNCONFIRMED) throw new AppError('account_unconfirmed', bookingLimitMessages.unconfirmedRequests);
}
