import { RIDE_SHARE_PROGRAMS } from '@pitstop/contracts';
import { data, useParams, useSearchParams } from 'react-router';
import { AuthPage } from '~/features/accounts/components/auth-page';
import { FacebookSignIn } from '~/features/accounts/components/facebook-sign-in';
import { SignUpForm } from '~/features/accounts/components/sign-up-form';
import { isDeliveryDriverProgram, signUpContextFrom } from '~/features/accounts/sign-up-flow';
import { handleMeta } from '~/lib/page-meta';
import { redirectTargetOf } from '~/lib/route-guard';
import type { RouteHandle } from '~/lib/route-handle';
import { useBrandName } from '~/lib/runtime-config';
import type { Route } from './+types/sign-up';

/**
 * /sign-up and /sign-up/{program} (docs/product/accounts.md; a delivery-driver or ride-share program):
 * signed-in users go on to /dashboard. The program may also come as ?program=; join-plus as ?plus=1&email=.
 */
const isRideShareProgram = (program: string) => (RIDE_SHARE_PROGRAMS as readonly string[]).includes(program);

export function loader({ params }: Route.LoaderArgs) {
  // /sign-up/lyft signs up a ride-share driver: the server marks the account (isLyftDriver, newLyftAccount; ADR 060).
  if (params.program !== undefined && !isDeliveryDriverProgram(params.program) && !isRideShareProgram(params.program)) {
    throw data(null, { status: 404 });
  }
  return null;
}

export const handle: RouteHandle = { public: true, guestOnly: true, title: 'Create your free account' };

export const meta = handleMeta;

export default function SignUpPage() {
  const [search] = useSearchParams();
  const { program } = useParams();
  const brand = useBrandName();
  const context = signUpContextFrom(search, program);
  const redirectTo = redirectTargetOf(`?${search.toString()}`);
  return (
    <AuthPage
      title="Create your free account"
      subtitle={
        context.deliveryDriver
          ? `Delivery drivers get upfront repair offers from shops near them with ${brand}.`
          : 'Compare upfront offers from local shops, book online and earn rewards.'
      }
      size={context.deliveryDriver ? 'sm' : 'xs'}
    >
      {/* Facebook creates a plain account: not for a program's sign-up or join-plus (their fields are not sent). */}
      {context.program === null && context.joinPlusEmail === null && <FacebookSignIn redirectTo={redirectTo} />}
      <SignUpForm context={context} redirectTo={redirectTo} />
    </AuthPage>
  );
}
