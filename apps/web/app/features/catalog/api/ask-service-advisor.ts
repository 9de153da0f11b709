import type { AssistantRequest } from '@pitstop/contracts';
import { assistantEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

/**
 * {question, session_id?} (docs/product/assistant.md): matched services, a follow-up, and the session to continue (a new one
 * starts without it). The session goes out as the spec names it.
 */
export const askServiceAdvisor = ({ question, sessionId }: Pick<AssistantRequest, 'question' | 'sessionId'>) =>
  api.call(assistantEndpoints.askAboutServices, { body: { question, ...(sessionId ? { session_id: sessionId } : {}) } });

export const useAskServiceAdvisor = () => useMutation({ mutationFn: askServiceAdvisor });
