import type { AssistantMessage } from '@pitstop/contracts';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { assistantSessions } from '../../db/schema/index.ts';

/** A conversation left this long starts over (a new session id is returned). */
export const SESSION_IDLE_MS = 24 * 60 * 60 * 1000;
/** Expired conversations deleted by one new conversation: bounded work per request, however many piled up. */
export const EXPIRED_SESSIONS_PER_SWEEP = 200;
/** Messages kept per conversation; older ones drop off. */
export const MAX_SESSION_MESSAGES = 60;

export interface Turn<State> {
  sessionId: string;
  messages: AssistantMessage[];
  state: State;
}

/**
 * One turn of a conversation, in a transaction: the session is read (locked) or started, `step` works out the
 * reply from the stored state, and the user's message, the reply and the new state are written back. An
 * unknown, expired or other-kind session id starts a new conversation with a new id; starting one deletes
 * expired conversations. Idleness is measured on the marketplace's clock (ADR 053), which writes `updated_at` too.
 */
export async function converse<State extends object, Reply extends { answer: string; state: State }>(
  { db, clock }: { db: Db; clock: Clock },
  input: { kind: 'services' | 'vehicle'; sessionId: string | undefined; question: string },
  step: (state: State) => Reply,
): Promise<{ sessionId: string; messages: AssistantMessage[]; reply: Reply }> {
  return db.transaction(async (tx) => {
    const [found] = input.sessionId
      ? await tx
          .select()
          .from(assistantSessions)
          .where(and(eq(assistantSessions.id, input.sessionId), eq(assistantSessions.kind, input.kind)))
          .for('update')
      : [];
    const now = clock.now();
    const session = found && now.getTime() - found.updatedAt.getTime() <= SESSION_IDLE_MS ? found : undefined;

    const reply = step((session?.state ?? {}) as State);
    const at = now.toISOString();
    const messages: AssistantMessage[] = [
      ...(session?.messages ?? []),
      { role: 'user' as const, text: input.question, at },
      { role: 'assistant' as const, text: reply.answer, at },
    ].slice(-MAX_SESSION_MESSAGES);
    const state = reply.state as Record<string, unknown>;

    if (session) {
      await tx
        .update(assistantSessions)
        .set({ messages, state, updatedAt: now })
        .where(eq(assistantSessions.id, session.id));
      return { sessionId: session.id, messages, reply };
    }
    // A new conversation clears out expired ones (the index on updated_at finds them): nothing keeps a
    // conversation past SESSION_IDLE_MS, on any number of nodes, without a scheduler.
    const expired = tx
      .select({ id: assistantSessions.id })
      .from(assistantSessions)
      .where(lt(assistantSessions.updatedAt, new Date(now.getTime() - SESSION_IDLE_MS)))
      .limit(EXPIRED_SESSIONS_PER_SWEEP);
    await tx.delete(assistantSessions).where(inArray(assistantSessions.id, expired));
    const [created] = await tx
      .insert(assistantSessions)
      .values({ kind: input.kind, messages, state, createdAt: now, updatedAt: now })
      .returning({ id: assistantSessions.id });
    if (!created) throw new Error('assistant session was not created');
    return { sessionId: created.id, messages, reply };
  });
}
