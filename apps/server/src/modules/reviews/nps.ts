import { createHash, randomBytes } from 'node:crypto';
import { appointmentMessages, type NpsSurvey } from '@pitstop/contracts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { pageUrl } from '@pitstop/contracts/pages';
import { type Brand, type EmailContent, escapeHtml, greeting, layout, textFooter } from '../../adapters/email/index.ts';
import type { Db, Tx } from '../../db/client.ts';
import { appointments, npsSurveys, serviceRequestServices, serviceRequests, services, shopLocations } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { tellMember } from '../outbox/index.ts';
import type { ReviewsDeps } from './reviews-deps.ts';

/**
 * The satisfaction link (docs/product/booking-and-payments.md "Satisfaction (NPS)", ADR 034: valid only
 * while the request is settled; GET v3/service_requests/{npsToken}, POST /v3/users/nps). The shop's completion makes the
 * survey and emails the link; the link is public (the token is the capability, 192 random bits, kept hashed) and
 * valid while the request is settled: it reads the survey, answered or not (an answered one for the page's
 * thanks), and takes one answer. An unknown token or an unsettled request is the same 404.
 */
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export const npsLinkOf = (config: { publicUrl: string }, token: string) => pageUrl(config.publicUrl, '/service-request/nps/:token', { token });

/**
 * In the completion's transaction: the request's survey and the customer's email with its link (sent only if the
 * completion commits). A request completed once gets one survey (a second completion is refused before this).
 */
export async function openNpsSurvey(tx: Tx, deps: Pick<ReviewsDeps, 'config' | 'outbox' | 'clock' | 'messageBudget'>, input: { serviceRequestId: string; userId: string; locationId: string }): Promise<void> {
  const token = randomBytes(24).toString('base64url');
  const [made] = await tx
    .insert(npsSurveys)
    .values({ serviceRequestId: input.serviceRequestId, tokenHash: hashOf(token), createdAt: deps.clock.now() })
    .onConflictDoNothing()
    .returning({ serviceRequestId: npsSurveys.serviceRequestId });
  if (!made) return;
  const [shop] = await tx.select({ name: shopLocations.name }).from(shopLocations).where(eq(shopLocations.id, input.locationId));
  if (!shop) return;
  const brand: Brand = { brandName: deps.config.brandName, publicUrl: deps.config.publicUrl };
  // To a confirmed address only, within the notification budget (ADR 047).
  await tellMember(tx, deps, input.userId, {
    email: (to) => npsEmail(brand, { firstName: to.firstName, shopName: shop.name, link: npsLinkOf(deps.config, token) }),
  });
}

export function npsEmail(brand: Brand, input: { firstName: string | null; shopName: string; link: string }): EmailContent {
  const sentences = [`${input.shopName} has marked your service completed (your receipt is in a separate email).`, 'How did it go? It takes a few seconds to tell us.'];
  const footnote = `You received this email because of a service with ${brand.brandName}.`;
  return {
    template: 'nps-survey',
    subject: `How was your service at ${input.shopName}?`,
    html: layout({
      brand,
      preheader: sentences[0]!,
      heading: 'Service Completed',
      paragraphs: [escapeHtml(greeting(input.firstName)), ...sentences.map(escapeHtml)],
      action: { label: 'Rate your service', url: input.link },
      footnote,
    }),
    text: `${greeting(input.firstName)}\n\n${sentences.join('\n\n')}\n\nRate your service: ${input.link}${textFooter(brand, footnote)}`,
  };
}

/**
 * The survey behind a token, if its link is valid: the request settled — completed, with its completed
 * appointment's payment no longer open (captured, or released when nothing was left to charge) — answered or not.
 */
async function settledSurvey(db: Db | Tx, token: string, { lock = false } = {}) {
  const query = db
    .select({
      serviceRequestId: npsSurveys.serviceRequestId,
      createdAt: npsSurveys.createdAt,
      answeredAt: npsSurveys.answeredAt,
      shopName: shopLocations.name,
      vehicleYear: serviceRequests.vehicleYear,
      vehicleMake: serviceRequests.vehicleMake,
      vehicleModel: serviceRequests.vehicleModel,
    })
    .from(npsSurveys)
    .innerJoin(serviceRequests, eq(serviceRequests.id, npsSurveys.serviceRequestId))
    .innerJoin(appointments, and(eq(appointments.serviceRequestId, npsSurveys.serviceRequestId), eq(appointments.status, 'completed')))
    .innerJoin(shopLocations, eq(shopLocations.id, appointments.locationId))
    .where(
      and(
        eq(npsSurveys.tokenHash, hashOf(token)),
        eq(serviceRequests.status, 'completed'),
        sql`(${appointments.paymentState} is null or ${appointments.paymentState} in ('captured', 'released'))`,
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for('update', { of: npsSurveys }) : await query;
  return row ?? null;
}

async function toSurvey(db: Db | Tx, row: NonNullable<Awaited<ReturnType<typeof settledSurvey>>>): Promise<NpsSurvey> {
  const names = await db
    .select({ name: services.name })
    .from(serviceRequestServices)
    .innerJoin(services, eq(services.id, serviceRequestServices.serviceId))
    .where(eq(serviceRequestServices.serviceRequestId, row.serviceRequestId))
    .orderBy(asc(serviceRequestServices.position));
  return {
    serviceRequestId: row.serviceRequestId,
    shopName: row.shopName,
    services: names.map((entry) => entry.name),
    vehicle: `${row.vehicleYear} ${row.vehicleMake} ${row.vehicleModel}`,
    completedAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

/** GET /api/v3/service_requests/:npsToken. */
export async function readNpsSurvey(deps: Pick<ReviewsDeps, 'db'>, token: string): Promise<NpsSurvey> {
  const row = await settledSurvey(deps.db, token);
  if (!row) throw new AppError('not_found', appointmentMessages.npsNotFound);
  return toSurvey(deps.db, row);
}

/**
 * POST /api/v3/users/nps: the answer, once. One transaction locks the survey, checks the link is still valid and
 * not yet answered, and records the answer; of two answers at once, the second finds it answered (409).
 */
export async function answerNps(deps: Pick<ReviewsDeps, 'db' | 'clock'>, input: { npsToken: string; score: number; comment: string | null }): Promise<NpsSurvey> {
  return deps.db.transaction(async (tx) => {
    const row = await settledSurvey(tx, input.npsToken, { lock: true });
    if (!row) throw new AppError('not_found', appointmentMessages.npsNotFound);
    if (row.answeredAt) throw new AppError('request_closed', appointmentMessages.npsAnswered);
    const answeredAt = deps.clock.now();
    const [done] = await tx
      .update(npsSurveys)
      .set({ score: input.score, comment: input.comment, answeredAt })
      .where(and(eq(npsSurveys.serviceRequestId, row.serviceRequestId), isNull(npsSurveys.answeredAt)))
      .returning({ serviceRequestId: npsSurveys.serviceRequestId });
    if (!done) throw new AppError('request_closed', appointmentMessages.npsAnswered);
    return toSurvey(tx, { ...row, answeredAt });
  });
}
