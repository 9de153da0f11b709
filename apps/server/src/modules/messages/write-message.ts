import { type Message, type MessageParty, messageMessages, type NewMessage } from '@pitstop/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { messages, messageThreads, offers, serviceRequests, serviceRequestServices, services, shopLocations, standaloneAppointments, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { auditActor, recordAudit } from '../audit/index.ts';
import { emailOtherSide } from './message-email.ts';
import type { MessagesDeps } from './messages-deps.ts';
import { customerName, findThread, isSupport, type Reader, type ThreadRow } from './threads.ts';

type NewMessageInput = z.output<typeof NewMessage>;
const notFound = () => new AppError('not_found', messageMessages.referenceNotFound);

/** A thread of the customer about a reference with a location (or support): the one there is, or a new one. */
async function threadFor(
  tx: Tx,
  values: { customerId: string; locationId: string | null; referenceType: ThreadRow['referenceType']; referenceId: string; subject: string },
): Promise<ThreadRow> {
  // Two first messages at once: the unique index keeps one thread, the other reads it.
  await tx.insert(messageThreads).values(values).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(messageThreads)
    .where(
      and(
        eq(messageThreads.customerId, values.customerId),
        eq(messageThreads.referenceType, values.referenceType),
        values.locationId === null ? isNull(messageThreads.locationId) : and(eq(messageThreads.referenceId, values.referenceId), eq(messageThreads.locationId, values.locationId)),
      ),
    );
  return row!;
}

/** "Brake pads · 2016 Honda Accord": what a request's thread is about. */
async function requestSubject(tx: Tx, request: typeof serviceRequests.$inferSelect): Promise<string> {
  const names = await tx
    .select({ name: services.name })
    .from(serviceRequestServices)
    .innerJoin(services, eq(services.id, serviceRequestServices.serviceId))
    .where(eq(serviceRequestServices.serviceRequestId, request.id));
  const car = `${request.vehicleYear} ${request.vehicleMake} ${request.vehicleModel}`;
  return names.length ? `${names.map((row) => row.name).join(', ')} · ${car}` : car;
}

/**
 * The customer's thread of a request with one of the shops it reached (an offer of that location; with one shop,
 * that one), of a visit with its shop, or with support. Anything not the customer's is 404.
 */
async function customerThread(tx: Tx, userId: string, input: NewMessageInput): Promise<ThreadRow> {
  if (input.referenceType === 'support') {
    return threadFor(tx, { customerId: userId, locationId: null, referenceType: 'support', referenceId: userId, subject: 'Support' });
  }
  const referenceId = input.referenceId ?? '';
  if (!isUuid(referenceId)) throw notFound();
  if (input.referenceType === 'appointment') {
    const [visit] = await tx
      .select({
        locationId: standaloneAppointments.locationId,
        startsAt: standaloneAppointments.startsAt,
        timeZone: standaloneAppointments.timeZone,
        type: standaloneAppointments.appointmentType,
      })
      .from(standaloneAppointments)
      .where(and(eq(standaloneAppointments.id, referenceId), eq(standaloneAppointments.userId, userId)));
    if (!visit) throw notFound();
    // The visit's day as the shop's calendar has it.
    const day = visit.startsAt.toLocaleDateString('en-US', { timeZone: visit.timeZone, weekday: 'short', month: 'short', day: 'numeric' });
    const subject = `${visit.type === 'car_wash' ? 'Car wash' : 'Visit'} on ${day}`;
    return threadFor(tx, { customerId: userId, locationId: visit.locationId, referenceType: 'appointment', referenceId, subject });
  }
  const [request] = await tx.select().from(serviceRequests).where(and(eq(serviceRequests.id, referenceId), eq(serviceRequests.userId, userId)));
  if (!request) throw notFound();
  const reached = [...new Set((await tx.select({ locationId: offers.locationId }).from(offers).where(eq(offers.serviceRequestId, request.id))).map((row) => row.locationId))];
  let locationId: string | undefined;
  if (input.recipientId !== undefined) locationId = reached.find((id) => id === input.recipientId);
  else if (reached.length === 1) locationId = reached[0];
  else if (reached.length > 1) throw new AppError('validation_failed', messageMessages.shopRequired, { pointer: '/recipient_id' });
  if (!locationId) throw notFound();
  return threadFor(tx, { customerId: userId, locationId, referenceType: 'service_request', referenceId, subject: await requestSubject(tx, request) });
}

/** The thread of a request with a shop it reached, written from the shop's side. */
async function shopRequestThread(tx: Tx, locationId: string, requestId: string): Promise<ThreadRow> {
  if (!isUuid(requestId)) throw notFound();
  const [request] = await tx
    .select({ request: serviceRequests })
    .from(serviceRequests)
    .innerJoin(offers, and(eq(offers.serviceRequestId, serviceRequests.id), eq(offers.locationId, locationId)))
    .where(eq(serviceRequests.id, requestId))
    .limit(1);
  if (!request) throw notFound();
  const subject = await requestSubject(tx, request.request);
  return threadFor(tx, { customerId: request.request.userId, locationId, referenceType: 'service_request', referenceId: requestId, subject });
}

/** Who the other side sees as the writer. */
async function senderName(tx: Tx, thread: ThreadRow, sender: MessageParty, brandName: string, userId: string | null): Promise<string> {
  if (sender === 'support') return `${brandName} support`;
  if (sender === 'shop') {
    const [location] = await tx.select({ name: shopLocations.name }).from(shopLocations).where(eq(shopLocations.id, thread.locationId as string));
    return location?.name ?? 'The shop';
  }
  const [user] = userId ? await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId)) : [];
  return customerName(user?.firstName ?? null, user?.lastName ?? null);
}

/**
 * Writes a message in its thread, in one transaction: the message (plain text, as written), the thread's last
 * message and the writer's own read mark, `message.created` (the other side's live streams and counts), and an
 * email to the other side at most once a quarter hour.
 */
async function write(
  tx: Tx,
  deps: MessagesDeps,
  thread: ThreadRow,
  input: { sender: MessageParty; senderUserId: string | null; body: string },
): Promise<{ message: Message; outboxIds: string[] }> {
  const now = deps.clock.now();
  const [row] = await tx
    .insert(messages)
    .values({ threadId: thread.id, sender: input.sender, senderUserId: input.senderUserId, body: input.body, createdAt: now })
    .returning();
  const from = await senderName(tx, thread, input.sender, deps.config.brandName, input.senderUserId);
  const { ids, emailed } = await emailOtherSide(tx, deps, { thread, sender: input.sender, from, body: input.body, now });
  const toCustomer = input.sender !== 'customer';
  await tx
    .update(messageThreads)
    .set({
      lastMessageAt: now,
      ...(toCustomer ? { otherReadAt: now } : { customerReadAt: now }),
      ...(emailed ? (toCustomer ? { customerEmailedAt: now } : { otherEmailedAt: now }) : {}),
    })
    .where(eq(messageThreads.id, thread.id));
  await deps.events.emit(tx, { type: 'message.created', threadId: thread.id, customerId: thread.customerId, locationId: thread.locationId });
  return {
    message: { id: row!.id, threadId: thread.id, sender: input.sender, senderName: from, body: row!.body, createdAt: now.toISOString(), mine: true },
    outboxIds: ids,
  };
}

async function deliverAfter(deps: MessagesDeps, work: Promise<{ message: Message; outboxIds: string[] }>): Promise<Message> {
  const { message, outboxIds } = await work;
  await deps.outbox.deliver(outboxIds);
  return message;
}

/** Support writing to a customer is an action of the operations consoles: audited in its transaction (ADR 078). */
async function auditSupportMessage(tx: Tx, deps: MessagesDeps, actor: Pick<AuthUser, 'id' | 'admin'>, written: { message: Message; outboxIds: string[] }, customerId: string) {
  await recordAudit(tx, {
    ...auditActor(actor),
    action: 'message.support_write',
    subjectType: 'user',
    subjectId: customerId,
    detail: { threadId: written.message.threadId, messageId: written.message.id },
    at: deps.clock.now(),
  });
  return written;
}

/** POST /v3/messages: the customer (or support — an admin or an employee — on a support thread) writes. */
export function postUserMessage(deps: MessagesDeps, input: NewMessageInput & { user: Pick<AuthUser, 'id' | 'admin' | 'type'> }): Promise<Message> {
  const userId = input.user.id;
  const reader: Reader = { side: 'customer', userId, admin: isSupport(input.user) };
  return deliverAfter(
    deps,
    deps.db.transaction(async (tx) => {
      if (input.threadId !== undefined) {
        const { row, side } = await findThread(tx, reader, input.threadId);
        const written = await write(tx, deps, row, { sender: side, senderUserId: userId, body: input.body });
        return side === 'support' ? auditSupportMessage(tx, deps, input.user, written, row.customerId) : written;
      }
      if (!input.referenceType) throw new AppError('validation_failed', messageMessages.referenceNotFound, { pointer: '/reference_type' });
      return write(tx, deps, await customerThread(tx, userId, input), { sender: 'customer', senderUserId: userId, body: input.body });
    }),
  );
}

/**
 * POST /v3/admin/users/:userId/support_messages: support (an employee or an admin, from /staff) writes to a customer in
 * their support thread, started if they have none yet; audited.
 */
export function postSupportMessage(deps: MessagesDeps, input: { actor: Pick<AuthUser, 'id' | 'admin'>; customerId: string; body: string }): Promise<Message> {
  return deliverAfter(
    deps,
    deps.db.transaction(async (tx) => {
      const [customer] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.customerId));
      if (!customer) throw new AppError('not_found', messageMessages.customerNotFound);
      const thread = await threadFor(tx, { customerId: customer.id, locationId: null, referenceType: 'support', referenceId: customer.id, subject: 'Support' });
      const written = await write(tx, deps, thread, { sender: 'support', senderUserId: input.actor.id, body: input.body });
      return auditSupportMessage(tx, deps, input.actor, written, customer.id);
    }),
  );
}

/** The shop writes: into one of its threads, or to the customer of a request that reached it. */
export function postShopMessage(
  deps: MessagesDeps,
  input: { locationId: string; userId: string; body: string } & ({ threadId: string } | { requestId: string }),
): Promise<Message> {
  return deliverAfter(
    deps,
    deps.db.transaction(async (tx) => {
      const thread =
        'threadId' in input
          ? (await findThread(tx, { side: 'shop', locationId: input.locationId }, input.threadId)).row
          : await shopRequestThread(tx, input.locationId, input.requestId);
      return write(tx, deps, thread, { sender: 'shop', senderUserId: input.userId, body: input.body });
    }),
  );
}

