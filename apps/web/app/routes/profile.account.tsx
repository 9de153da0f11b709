import { Paper, Stack } from '@mantine/core';
import { href, useNavigate } from 'react-router';
import { ProfileAccountForm } from '~/features/accounts/components/profile-account-form';
import { useFreshProfile } from '~/features/accounts/api/get-profile';
import { MaintenanceRemindersSetting } from '~/features/accounts/components/maintenance-reminders-setting';
import { PhoneVerification } from '~/features/accounts/components/phone-verification';
import { pushAlert } from '~/lib/alerts';
import { setCurrentUser } from '~/lib/current-user';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';

export const handle: RouteHandle = { title: 'Account' };

export const meta = handleMeta;

export default function ProfileAccount() {
  const { profile } = useFreshProfile();
  const navigate = useNavigate();
  if (!profile) return null;
  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <ProfileAccountForm
          // A fresh profile from the server restarts the form with its values.
          key={`${profile.id}:${profile.email}:${profile.confirmed}:${profile.phoneNumber}`}
          profile={profile}
          onSaved={(saved, emailChanged) => {
            setCurrentUser(saved);
            if (emailChanged && !saved.confirmed) {
              pushAlert({ type: 'info', message: `We sent a code to ${saved.email}. Enter it to confirm your new email address.` });
              void navigate(href('/activate-account'));
              return;
            }
            pushAlert({ type: 'success', message: 'Your profile has been updated.', timedDismiss: true });
          }}
        />
      </Paper>
      {profile.phoneNumber && (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <PhoneVerification
            key={`${profile.phoneNumber}:${profile.phoneVerified}`}
            profile={profile}
            onVerified={(verified) => {
              setCurrentUser(verified);
              pushAlert({ type: 'success', message: 'Your phone number is verified.', timedDismiss: true });
            }}
          />
        </Paper>
      )}
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <MaintenanceRemindersSetting
          profile={profile}
          onSaved={(saved) => {
            setCurrentUser(saved);
            pushAlert({
              type: 'success',
              message: saved.maintenanceReminders ? 'Maintenance reminders are on.' : 'Maintenance reminders are off.',
              timedDismiss: true,
            });
          }}
        />
      </Paper>
    </Stack>
  );
}
