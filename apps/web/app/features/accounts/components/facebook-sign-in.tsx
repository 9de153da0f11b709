import { Button, Divider, Stack } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { useMemo } from 'react';
import { useRuntimeConfig } from '~/lib/runtime-config';
import { facebookDialogUrl, pendingFacebookState } from '../facebook-login';

export interface FacebookSignInProps {
  /** Where to go once signed in (kept with the sign-in's state until Facebook comes back). */
  redirectTo: string | null;
}

/**
 * "Continue with Facebook" above the account forms, with an "or" below it — only when the runtime
 * configuration names a Facebook app (`facebookAppId`); otherwise nothing. The link's state is made in the
 * browser (sessionStorage), so the button appears once the page runs there.
 */
export function FacebookSignIn({ redirectTo }: FacebookSignInProps) {
  const { facebookAppId } = useRuntimeConfig();
  // The state lives in this tab's sessionStorage: the address is made once the page runs in the browser.
  const mounted = useMounted();
  const dialogUrl = useMemo(
    () =>
      mounted && facebookAppId ? facebookDialogUrl(facebookAppId, window.location.origin, pendingFacebookState(redirectTo)) : null,
    [mounted, facebookAppId, redirectTo],
  );

  if (!facebookAppId || !dialogUrl) return null;
  return (
    <Stack gap="md" mb="md">
      <Button component="a" href={dialogUrl} size="md" fullWidth variant="default">
        Continue with Facebook
      </Button>
      <Divider label="or" labelPosition="center" />
    </Stack>
  );
}

/** Whether Facebook sign-in is offered here (the runtime configuration names a Facebook app). */
export const useFacebookSignInOffered = (): boolean => Boolean(useRuntimeConfig().facebookAppId);
