import type { AssistantServicesResponse } from '@pitstop/contracts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { type CatalogSnapshot, type CatalogStore, toService } from '../catalog/index.ts';
import { converse } from './assistant-sessions.ts';
import { adviseServices, type AdvisorIndex, type AdvisorState, buildAdvisorIndex } from './service-advisor.ts';

export interface AskAboutServicesDeps {
  db: Db;
  clock: Clock;
  catalog: CatalogStore;
}

const indexes = new WeakMap<CatalogSnapshot, AdvisorIndex>();

function advisorIndexFor(snapshot: CatalogSnapshot): AdvisorIndex {
  let index = indexes.get(snapshot);
  if (!index) {
    index = buildAdvisorIndex(snapshot.services);
    indexes.set(snapshot, index);
  }
  return index;
}

/** POST /api/assistant/services: a description (or a reply to the advisor's question) → catalogue services. */
export async function askAboutServices(
  { db, clock, catalog }: AskAboutServicesDeps,
  { question, sessionId }: { question: string; sessionId: string | undefined },
): Promise<AssistantServicesResponse> {
  const index = advisorIndexFor(await catalog.get());
  const turn = await converse({ db, clock }, { kind: 'services', sessionId, question }, (state: AdvisorState) =>
    adviseServices(index, state, question),
  );
  return {
    sessionId: turn.sessionId,
    answer: turn.reply.answer,
    services: turn.reply.services.map(toService),
    followUp: turn.reply.followUp,
    messages: turn.messages,
  };
}
