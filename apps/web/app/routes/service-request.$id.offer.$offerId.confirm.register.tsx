import { Navigate, useParams, useSearchParams } from 'react-router';
import { bookingPath, chosenTimeOf } from '~/features/bookings/booking-paths';
import { AuthPage } from '~/features/accounts/components/auth-page';
import { SignUpForm } from '~/features/accounts/components/sign-up-form';
import { signUpContextFrom } from '~/features/accounts/sign-up-flow';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';
import { useCurrentUser } from '~/lib/store';

/**
 * /service-request/{id}/offer/{offerId}/confirm/register (docs/product/booking-and-payments.md): a signed-in partial account (made from an
 * email alone, no password yet) is completed before paying, as the onramp completes it (ADR 029: the sign-up form
 * with the email fixed, PUT /v3/users/profile); then back to confirm with the chosen time. A complete account
 * has nothing to do here and goes straight on to confirm.
 */
export const handle: RouteHandle = { title: 'Create your free account', stepBar: 'onramp', step: 'confirm' };

export const meta = handleMeta;

export default function ConfirmRegister() {
  const { id = '', offerId = '' } = useParams();
  const [search] = useSearchParams();
  const user = useCurrentUser();
  const confirm = bookingPath('confirm', { id, offerId }, { ...(chosenTimeOf(search) ?? {}), card: search.get('card') });
  if (user?.status !== 'partial') return <Navigate to={confirm} replace />;
  return (
    <AuthPage title="Create your free account" subtitle="Finish your account before you pay: your booking and receipts go there.">
      <SignUpForm key={user.id} context={signUpContextFrom(search)} redirectTo={confirm} partialAccount={user} />
    </AuthPage>
  );
}
