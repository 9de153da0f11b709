import { type ExtraLine } from '@pitstop/contracts';
import { asc } from 'drizzle-orm';
import { extraLines } from '../../db/schema/index.ts';
import type { ExtraLinesDeps } from './extra-lines-deps.ts';
import { toExtraLine, customerAppointmentIds } from './extra-line-reads.ts';
import { anyOf } from '../../db/any-of.ts';

/** GET /v3/users/service_requests/:id/extra_lines: every extra line of the request's appointments. */
export async function listCustomerExtraLines(deps: ExtraLinesDeps, input: { userId: string; id: string }): Promise<ExtraLine[]> {
  const ids = await customerAppointmentIds(deps, input.userId, input.id);
  if (ids.length === 0) return [];
  const rows = await deps.db
    .select()
    .from(extraLines)
    .where(anyOf(extraLines.appointmentId, ids))
    .orderBy(asc(extraLines.createdAt), asc(extraLines.position));
  return rows.map((row) => toExtraLine(row, input.id));
}
