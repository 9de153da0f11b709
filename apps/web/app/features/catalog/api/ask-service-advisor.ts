import type { AssistantServicesResponse } from '@pitstop/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

export interface AskServiceAdvisorInput {
  question: string;
  /** The conversation to continue; a new one starts without it. */
  sessionId?: string | null;
}

/** POST /assistant/services {question, session_id?} (spec 000 §7): matched services, a follow-up, the session. */
export function askServiceAdvisor({ question, sessionId }: AskServiceAdvisorInput): Promise<AssistantServicesResponse> {
  return api.assistant.post<AssistantServicesResponse>('services', {
    question,
    ...(sessionId ? { session_id: sessionId } : {}),
  });
}

export const useAskServiceAdvisor = () => useMutation({ mutationFn: askServiceAdvisor });
