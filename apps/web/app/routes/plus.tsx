import { Alert, Anchor, Button, Container, Group, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { CONFIRMATION_CODE_LENGTH, FREE_PLAN, type LandingPage, type ProgramAndPlan, formatCents } from '@pitstop/contracts';
import { useEffect, useRef } from 'react';
import { Link, href, useLocation, useMatches, useNavigate, useParams } from 'react-router';
import { ConfirmAccountForm } from '~/features/accounts/components/confirm-account-form';
import { CreatePassword } from '~/features/accounts/components/create-password';
import { SignInForm } from '~/features/accounts/components/sign-in-form';
import { SignUpForm } from '~/features/accounts/components/sign-up-form';
import { signUpContextFrom } from '~/features/accounts/sign-up-flow';
import { useProgramAndPlan } from '~/features/membership/api/get-program-and-plan';
import { useLandingPage } from '~/features/membership/api/get-landing-page';
import { useSubscriptionCheck } from '~/features/membership/api/check-subscription';
import { useCurrentPartner } from '~/features/membership/hooks/use-partner-id';
import { programPageQueries } from '~/features/membership/program-page-queries';
import { programPageFrame } from '~/features/membership/white-label-frame';
import { serverPageData } from '~/lib/page-data.server';
import { handleMeta } from '~/lib/page-meta';
import { withQuery } from '~/lib/paths';
import { PageDataBoundary } from '~/lib/query-provider';
import type { RouteHandle } from '~/lib/route-handle';
import { runtimeConfigFromRequest } from '~/lib/runtime-config.server';
import { useCurrentUser } from '~/lib/store';
import type { Route } from './+types/plus';

/**
 * /plus/{programName}/{planName} and its subpages (spec 001 §2; ADR 060; docs/product/membership.md): a partner
 * program's landing, in the partner's own name, logo and phone when it is white-labelled. Guards: an unknown program
 * or plan goes to / (the loader's redirect); a program on a custom domain is loaded there; a signed-in, confirmed user
 * leaves the landing for /dashboard, and activate-account for choose-plan; choose-plan sends a member (a current
 * subscription) to /dashboard.
 */
export const handle: RouteHandle = {
  public: true,
  partnerFrame: programPageFrame,
  title: 'Join',
  byRoute: {
    'subscription-success': { public: false, title: 'Welcome' },
    'subscription-activate-account': { public: false, title: 'Confirm your account' },
    'subscription-choose-plan': { public: false, title: 'Choose your plan' },
    'subscription-create-password': { title: 'Create your password' },
    'subscription-create-password-success': { title: 'Password created' },
  },
};

export const meta = handleMeta;

/** The program, plan and partner config are in the page's HTML (ADR 055, ADR 062); an unknown one is a 302 to /. */
export const loader = ({ context, params, request }: Route.LoaderArgs) =>
  serverPageData(context, programPageQueries(runtimeConfigFromRequest(request).brandPartnerId, params));

type Subpage = 'landing' | 'create-password' | 'success' | 'create-password-success' | 'activate-account' | 'choose-plan';

const subpageOf = (routeId: string | undefined): Subpage =>
  (routeId?.replace(/^subscription-/, '') as Subpage | undefined) ?? 'landing';

/** The options of the plan, by amount, with the free plan unless the plan hides it (spec 001 §4 "Displayed plan list"). */
function PlanOptions({ plan }: { plan: ProgramAndPlan }) {
  const free = !plan.programPlan.hiddenFreePlan && plan.subscriptionOptions.length < 4;
  return (
    <List spacing="xs" aria-label="Plans">
      {free && (
        <List.Item>
          <Text span fw={700}>
            {FREE_PLAN.label}
          </Text>{' '}
          — {formatCents(FREE_PLAN.amount)}
        </List.Item>
      )}
      {[...plan.subscriptionOptions]
        .sort((a, b) => a.amount - b.amount)
        .map((option) => (
          <List.Item key={option.id}>
            <Text span fw={700}>
              {option.label}
            </Text>{' '}
            — {option.formattedPrice}
            {option.description && (
              <Text size="sm" c="dimmed">
                {option.description}
              </Text>
            )}
          </List.Item>
        ))}
    </List>
  );
}

/** The partner's name, logo and member services phone: its own when white-labelled, the brand's otherwise. */
function PartnerHeading({ landing, plan }: { landing: LandingPage; plan: ProgramAndPlan }) {
  const partner = landing.partnerConfig;
  return (
    <Stack gap={6}>
      {partner.logoUrl && <img src={partner.logoUrl} alt={partner.name} height={48} style={{ width: 'auto', alignSelf: 'flex-start' }} />}
      <Title order={1} fz={{ base: 26, sm: 34 }}>
        {plan.program.title}
      </Title>
      <Text c="dimmed">
        {partner.plusBranding} from {partner.name}: member prices on repairs from local shops.
      </Text>
      {partner.memberServicesPhone && (
        <Text size="sm">
          {partner.memberServices}:{' '}
          <Anchor href={`tel:+1${partner.memberServicesPhone.number}`} underline="always">{partner.memberServicesPhone.formatted}</Anchor>
        </Text>
      )}
    </Stack>
  );
}

export default function PlusRoute({ loaderData }: Route.ComponentProps) {
  return (
    <PageDataBoundary pageData={loaderData}>
      <PlusPage />
    </PageDataBoundary>
  );
}

function PlusPage() {
  const { programName = '', planName = '' } = useParams();
  const { pathname } = useLocation();
  const matches = useMatches();
  const subpage = subpageOf(matches[matches.length - 1]?.id);
  const navigate = useNavigate();
  const user = useCurrentUser();
  const current = useCurrentPartner();
  const names = { programName, planName };
  const lookup = useProgramAndPlan(current.brandPartnerId, names);
  const landing = useLandingPage(current.partnerId);
  const check = useSubscriptionCheck(user && subpage === 'choose-plan' ? current.partnerId : null);
  const signInRef = useRef<HTMLDivElement>(null);

  const customDomain = lookup.data?.program.customDomain ?? null;
  const leave =
    lookup.isError ? href('/')
    : subpage === 'landing' && user?.confirmed ? href('/dashboard')
    // Confirmed: the next step of a program's newcomer is its plans.
    : subpage === 'activate-account' && user?.confirmed && lookup.data
      ? href('/plus/:programName/:planName/choose-plan', { programName: lookup.data.program.name, planName: lookup.data.programPlan.name })
    : subpage === 'choose-plan' && check.data?.result ? href('/dashboard')
    : null;
  useEffect(() => {
    if (leave) void navigate(leave, { replace: true });
  }, [leave, navigate]);
  useEffect(() => {
    // A plan on a custom domain is served there (spec 001 §2).
    if (customDomain && window.location.hostname !== customDomain) window.location.replace(`https://${customDomain}${window.location.pathname}`);
  }, [customDomain]);

  if (!lookup.data || !landing.data || leave) {
    return (
      <Container size="sm" py="xl">
        <Loader aria-label="Loading the program" />
      </Container>
    );
  }
  const plan = lookup.data;
  const partner = landing.data.partnerConfig;
  const plus = { programName: plan.program.name, planName: plan.programPlan.name };

  let body;
  if (subpage === 'landing') {
    body = (
      <Stack gap="lg">
        <Group>
          <Button variant="default" onClick={() => signInRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })}>
            Sign In
          </Button>
        </Group>
        <Paper withBorder radius="lg" p="lg">
          <Title order={2} fz="lg" mb="sm">
            Plans
          </Title>
          <PlanOptions plan={plan} />
        </Paper>
        {!user && (
          <Paper withBorder radius="lg" p="lg">
            <Title order={2} fz="lg" mb="sm">
              Create your account
            </Title>
            <SignUpForm
              context={signUpContextFrom(new URLSearchParams(), plan.program.name)}
              redirectTo={href('/plus/:programName/:planName/choose-plan', plus)}
            />
          </Paper>
        )}
        {!user && (
          <Paper withBorder radius="lg" p="lg" ref={signInRef} id="sign-in" style={{ scrollMarginTop: 80 }}>
            <Title order={2} fz="lg" mb="sm">
              Sign in
            </Title>
            <SignInForm forgotPasswordLink={(typed) => withQuery(href('/forgot-password'), { email: typed })} />
          </Paper>
        )}
      </Stack>
    );
  } else if (subpage === 'choose-plan') {
    body = (
      <Paper withBorder radius="lg" p="lg">
        <Title order={2} fz="lg" mb="sm">
          Choose your plan
        </Title>
        <Text size="sm" mb="sm">
          {partner.name} asks its members to choose a plan before they use {partner.plusBranding}.
        </Text>
        <PlanOptions plan={plan} />
        <Button component={Link} to={href('/subscriptions')} mt="md">
          See plans and join
        </Button>
      </Paper>
    );
  } else if (subpage === 'activate-account') {
    body = user ? (
      <Paper withBorder radius="lg" p="lg">
        <Title order={2} fz="lg" mb="sm">
          Confirm your account
        </Title>
        <ConfirmAccountForm email={user.email} />
      </Paper>
    ) : null;
  } else if (subpage === 'success') {
    body = (
      <Alert color="teal" variant="light" title={`Welcome to ${partner.plusBranding}`}>
        <Stack gap="sm">
          <Text size="sm">Your membership is active: member prices show on every offer.</Text>
          <Button component={Link} to={href('/dashboard')} w="fit-content">
            Go to my dashboard
          </Button>
        </Stack>
      </Alert>
    );
  } else if (subpage === 'create-password-success') {
    body = <PasswordSet plus={plus} landing={href('/plus/:programName/:planName', plus)} />;
  } else {
    body = (
      <Paper withBorder radius="lg" p="lg">
        <Title order={2} fz="lg" mb="sm">
          Create your password
        </Title>
        <CreatePassword
          program={plan.program.name}
          landingPage={pathname}
          signInPath={`${href('/plus/:programName/:planName', plus)}#sign-in`}
          onPasswordSet={() => void navigate(href('/plus/:programName/:planName/create-password-success', plus))}
        />
      </Paper>
    );
  }

  return (
    <Container size="sm" px="md" py={{ base: 32, sm: 48 }}>
      <Stack gap="xl">
        <PartnerHeading landing={landing.data} plan={plan} />
        {body}
      </Stack>
    </Container>
  );
}

/**
 * create-password-success (ADR 062): the password is set; the next step is confirming the account with the emailed
 * code (activate-account), then the program's plans (choose-plan). Without a session (opened later, elsewhere) it
 * leads to the landing's sign-in form.
 */
function PasswordSet({ plus, landing }: { plus: { programName: string; planName: string }; landing: string }) {
  const user = useCurrentUser();
  const next =
    !user ? { text: 'Sign in with your email address and your new password.', label: 'Sign in', to: `${landing}#sign-in` }
    : user.confirmed ? { text: 'Next, choose your plan.', label: 'Choose your plan', to: href('/plus/:programName/:planName/choose-plan', plus) }
    : {
        text: `Next, confirm your account with the ${CONFIRMATION_CODE_LENGTH}-digit code we emailed to ${user.email}.`,
        label: 'Confirm my account',
        to: href('/plus/:programName/:planName/activate-account', plus),
      };
  return (
    <Alert color="teal" variant="light" title="Your password is set" role="status">
      <Stack gap="sm">
        <Text size="sm">{next.text}</Text>
        <Button component={Link} to={next.to} w="fit-content">
          {next.label}
        </Button>
      </Stack>
    </Alert>
  );
}
