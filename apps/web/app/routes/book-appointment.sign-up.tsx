import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { AuthPage } from '~/features/accounts/components/auth-page';
import { SignUpForm } from '~/features/accounts/components/sign-up-form';
import { signUpContextFrom } from '~/features/accounts/sign-up-flow';
import { setAppointment } from '~/features/standalone-appointments/appointment-state';
import { APPOINTMENT_SIGN_UP_PATH, confirmStepPath } from '~/features/standalone-appointments/steps';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';
import { useCurrentUser } from '~/lib/store';
import { AppointmentStepBar } from '~/features/standalone-appointments/components/appointment-step-bar';

/**
 * /book-appointment/sign-up, "Create your free account" (docs/product/accounts.md, docs/product/booking-and-payments.md):
 * the sign-up form of /sign-up. On this route a new account is created (POST /v3/users, docs/product/accounts.md), so a partial
 * account is not completed here. Once there is an account the page moves on — to "Confirm your account", or to
 * Confirm — and an account made here marks the appointment `didJustRegister` (the bar keeps its Register step).
 */
export const handle: RouteHandle = { public: true, title: 'Create your free account', stepBar: 'appointment', step: 'sign-up' };

export const meta = handleMeta;

export default function AppointmentSignUp() {
  const [search] = useSearchParams();
  const user = useCurrentUser();
  const account = user && user.status !== 'partial' ? user : null;
  // Signing in instead (the form's link) comes back here with an account, not just registered.
  const [arrivedAsGuest] = useState(account === null);
  const justRegistered = account !== null && arrivedAsGuest;
  useEffect(() => {
    if (justRegistered) setAppointment({ didJustRegister: true });
  }, [justRegistered]);

  if (account) return <Navigate replace to={confirmStepPath(account)} />;
  return (
    <>
      <AppointmentStepBar routeStep="sign-up" />
      <AuthPage title="Create your free account" subtitle="You book on the next steps: your appointment and its confirmation are kept in your account.">
        <SignUpForm key={user?.id ?? 'guest'} context={signUpContextFrom(search)} redirectTo={APPOINTMENT_SIGN_UP_PATH} />
      </AuthPage>
    </>
  );
}
