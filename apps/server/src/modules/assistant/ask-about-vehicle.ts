import type { AssistantVehicleResponse } from '@pitstop/contracts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { converse } from './assistant-sessions.ts';
import { adviseVehicle, type VehicleIndex, type VehicleState } from './vehicle-advisor.ts';

export interface AskAboutVehicleDeps {
  db: Db;
  /** The vehicle data, indexed (built once, on first use: it reads every make and model). */
  vehicles: () => VehicleIndex;
  /** The marketplace's time (ADR 053): the newest model year the advisor takes. */
  clock: Clock;
}

/** POST /api/assistant/vehicle: "2014 civic" → {year, make, model}, asking for what is missing. */
export async function askAboutVehicle(
  { db, vehicles, clock }: AskAboutVehicleDeps,
  { question, sessionId }: { question: string; sessionId: string | undefined },
): Promise<AssistantVehicleResponse> {
  const index = vehicles();
  const turn = await converse({ db, clock }, { kind: 'vehicle', sessionId, question }, (state: VehicleState) =>
    adviseVehicle(index, state, question, clock.now()),
  );
  return {
    sessionId: turn.sessionId,
    answer: turn.reply.answer,
    vehicle: turn.reply.vehicle,
    complete: turn.reply.complete,
    followUp: turn.reply.followUp,
    messages: turn.messages,
  };
}
