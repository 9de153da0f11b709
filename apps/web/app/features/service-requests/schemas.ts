import { WithdrawQuery } from '@pitstop/contracts/service-requests';
import { z } from 'zod';

/**
 * The withdraw form: what its fields hold (text, '' until chosen), checked by the contract's own query schema, so
 * the rules and their messages — a reason, a description for "Something else" — are the server's.
 */
export const WithdrawFormSchema = z
  .object({
    reasonWithdrawn: z.string(),
    reasonWithdrawnDescription: z.string(),
    comeBack: z.enum(['', 'yes', 'no']),
  })
  .transform(({ comeBack, ...values }, context) => {
    const parsed = WithdrawQuery.safeParse({ ...values, comeBack: comeBack === '' ? undefined : comeBack === 'yes' });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  });
