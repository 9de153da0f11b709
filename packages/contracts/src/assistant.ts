import { z } from 'zod';
import { Service } from './catalog.ts';
import { text } from './common/fields.ts';
import { defineRoutes } from './common/routes.ts';

/**
 * Service advisor (`/api/assistant`, plain JSON; docs/product/assistant.md: POST /services and POST
 * /vehicle with {question, optional session_id}). The snake `session_id` of older clients and camel `sessionId` are both accepted.
 */
export const ASSISTANT_QUESTION_MAX_LENGTH = 500;

const sessionId = z.uuid({ error: 'Session id is invalid. Start a new conversation without one.' });

export const AssistantRequest = z.object({
  question: text({ multiline: true, required: 'Please type a question.' })
    .trim()
    .min(1, 'Please type a question.')
    .max(ASSISTANT_QUESTION_MAX_LENGTH, `Please keep your question under ${ASSISTANT_QUESTION_MAX_LENGTH} characters.`),
  sessionId: sessionId.optional(),
  session_id: sessionId.optional(),
});
export type AssistantRequest = z.infer<typeof AssistantRequest>;

export const AssistantMessage = z.object({
  role: z.enum(['user', 'assistant']),
  text: z.string(),
  at: z.iso.datetime(),
});
export type AssistantMessage = z.infer<typeof AssistantMessage>;

/** A question the advisor asks back, with answers the client may offer as buttons (free text is fine too). */
export const AssistantFollowUp = z.object({ question: z.string(), options: z.array(z.string()) });
export type AssistantFollowUp = z.infer<typeof AssistantFollowUp>;

export const AssistantServicesResponse = z.object({
  sessionId: z.uuid(),
  /** The advisor's reply, one or two sentences. */
  answer: z.string(),
  /** Catalogue services that fit the description, best first; empty while the advisor is still asking. */
  services: z.array(Service),
  followUp: AssistantFollowUp.nullable(),
  messages: z.array(AssistantMessage),
});
export type AssistantServicesResponse = z.infer<typeof AssistantServicesResponse>;

export const AssistantVehicle = z.object({
  year: z.number().int().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
});
export type AssistantVehicle = z.infer<typeof AssistantVehicle>;

export const AssistantVehicleResponse = z.object({
  sessionId: z.uuid(),
  answer: z.string(),
  /** What is known so far; `complete` when year, make and model are all known. */
  vehicle: AssistantVehicle,
  complete: z.boolean(),
  followUp: AssistantFollowUp.nullable(),
  messages: z.array(AssistantMessage),
});
export type AssistantVehicleResponse = z.infer<typeof AssistantVehicleResponse>;

/** Plain JSON, no login. */
export const assistantRoutes = defineRoutes('assistant', {
  askAboutServices: {
    namespace: 'assistant',
    method: 'POST',
    path: '/services',
    summary: 'Ask the service advisor which services fit a problem',
    body: AssistantRequest,
    reply: AssistantServicesResponse,
  },
  askAboutVehicle: {
    namespace: 'assistant',
    method: 'POST',
    path: '/vehicle',
    summary: 'Tell the advisor about the vehicle in words; it works out year, make and model',
    body: AssistantRequest,
    reply: AssistantVehicleResponse,
  },
});
