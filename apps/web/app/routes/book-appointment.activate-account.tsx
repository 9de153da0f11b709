import { Navigate, href } from 'react-router';
import { AuthPage } from '~/features/accounts/components/auth-page';
import { ConfirmAccountForm } from '~/features/accounts/components/confirm-account-form';
import { confirmStepPath } from '~/features/standalone-appointments/steps';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';
import { useCurrentUser } from '~/lib/store';
import { AppointmentStepBar } from '~/features/standalone-appointments/components/appointment-step-bar';

/**
 * /book-appointment/activate-account, "Confirm your account" (docs/product/accounts.md, docs/product/booking-and-payments.md): the emailed code, as on
 * /activate-account. A guest is sent to "Create your free account" first; once confirmed, on to Confirm.
 */
export const handle: RouteHandle = { public: true, title: 'Confirm your account', stepBar: 'appointment', step: 'activate-account' };

export const meta = handleMeta;

export default function AppointmentActivateAccount() {
  const user = useCurrentUser();
  const next = confirmStepPath(user);
  if (next !== href('/book-appointment/activate-account')) return <Navigate replace to={next} />;
  return (
    <>
      <AppointmentStepBar routeStep="activate-account" />
      <AuthPage title="Confirm your account" subtitle="One last step before you book your appointment.">
        <ConfirmAccountForm email={user?.email ?? ''} />
      </AuthPage>
    </>
  );
}
