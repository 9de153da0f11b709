import type { AssistantMessage } from '@pitstop/contracts';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One service-advisor conversation: its messages and what the advisor has worked out so far. */
export const assistantSessions = pgTable(
  'assistant_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'services' or 'vehicle': the endpoint the conversation belongs to. */
    kind: text('kind').$type<'services' | 'vehicle'>().notNull(),
    messages: jsonb('messages').$type<AssistantMessage[]>().notNull().default([]),
    /** The advisor's working memory (pending follow-up, vehicle parsed so far); shape owned by modules/assistant. */
    state: jsonb('state').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('assistant_sessions_updated_at_idx').on(table.updatedAt)],
);
