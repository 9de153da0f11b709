import { Button, Collapse, Group, Modal, Stack, Typography, UnstyledButton } from '@mantine/core';
import { type BannerConfig, GENERIC_FAILURE_TEXT } from '@pitstop/contracts';
import DOMPurify from 'dompurify';
import { useState } from 'react';
import { href } from 'react-router';
import { ProblemAlert } from '~/components/ui/problem-alert';
import { useAppStore } from '~/lib/store';
import { useAction } from '~/lib/use-action';
import type { ProgramPlanName } from '../api/get-program-and-plan';
import { useSubscribeByProgramAndPlan } from '../api/subscribe-by-program-and-plan';

/** The partner's modal HTML is authored content: sanitised (DOMPurify) before it is shown, never trusted. */
export const safeHtml = (html: string | null) => (html ? DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }) : '');

function Html({ html }: { html: string | null }) {
  // Sanitised just above: scripts, event handlers and javascript: links are gone.
  return <Typography fz="sm" dangerouslySetInnerHTML={{ __html: safeHtml(html) }} />;
}

export interface RideShareJoinModalProps {
  opened: boolean;
  onClose: () => void;
  banner: BannerConfig;
  partnerId: string;
  plan: ProgramPlanName;
  /** Where the browser goes once enrolled (a full-page load: the member's whole frame changes). */
  assign?: (url: string) => void;
}

/**
 * The ride-share drivers' enrolment (spec 001 "Ride-share partner join modal", §4): the partner's modal text with a
 * Learn more collapse, Cancel and Enroll now. Enroll now subscribes to the drivers' plan, resets the cart and loads
 * the success page in full; a failure shows the danger alert with the generic sentence (spec 001 §8 "Join failure").
 */
export function RideShareJoinModal({ opened, onClose, banner, partnerId, plan, assign = (url) => window.location.assign(url) }: RideShareJoinModalProps) {
  const [more, setMore] = useState(false);
  const subscribe = useSubscribeByProgramAndPlan(partnerId);
  const enroll = useAction(
    async () => {
      await subscribe.mutateAsync(plan);
      useAppStore.setState({ onrampCart: { zipcode: null, services: [], notes: '', ownedVehicle: null, vehicleToCreate: null } });
      assign(href('/plus/:programName/:planName/success', plan));
    },
    { onFailure: (problem) => ({ ...problem, message: GENERIC_FAILURE_TEXT }) },
  );
  return (
    <Modal opened={opened} onClose={onClose} title={banner.modalTitle ?? 'Join'} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        <Html html={banner.modalHtml} />
        {banner.modalHtmlExpanded && (
          <>
            <UnstyledButton onClick={() => setMore((open) => !open)} aria-expanded={more} fw={600} fz="sm" c="teal.8">
              Learn more
            </UnstyledButton>
            <Collapse expanded={more}>
              <Html html={banner.modalHtmlExpanded} />
            </Collapse>
          </>
        )}
        <ProblemAlert problem={enroll.problem} onClose={() => enroll.setProblem(null)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={enroll.pending}>
            Cancel
          </Button>
          <Button loading={enroll.pending} onClick={() => void enroll.run()}>
            Enroll now
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
