import type { Faq, FaqQuery } from '@pitstop/contracts';
import { asc, count, eq, inArray, isNull, or } from 'drizzle-orm';
import { faqs, programs } from '../../db/schema/index.ts';
import type { MembershipDeps } from './membership-deps.ts';

/** GET my-subscriptions/faq: everyone's entries and the X-Partner-Id partner's programs', by id ascending; `total` adds their count. */
export async function listFaqs(
  deps: Pick<MembershipDeps, 'db'>,
  input: { partnerId: string; page: FaqQuery },
): Promise<{ items: Faq[]; count?: number }> {
  const partnerPrograms = deps.db.select({ id: programs.id }).from(programs).where(eq(programs.partnerId, input.partnerId));
  const where = or(isNull(faqs.programId), inArray(faqs.programId, partnerPrograms));
  const items = await deps.db
    .select({ id: faqs.id, question: faqs.question, answer: faqs.answer })
    .from(faqs)
    .where(where)
    .orderBy(asc(faqs.id))
    .limit(input.page.take)
    .offset(input.page.skip);
  if (!input.page.total) return { items };
  const [total] = await deps.db.select({ count: count() }).from(faqs).where(where);
  return { items, count: total?.count ?? 0 };
}
