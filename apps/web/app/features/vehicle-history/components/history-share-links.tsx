import { Button, CopyButton, Group, Loader, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { ProblemAlert } from '~/components/ui/problem-alert';
import { pushAlert } from '~/lib/alerts';
import { useAction } from '~/lib/use-action';
import { useCreateVehicleHistoryShare } from '../api/create-vehicle-history-share';
import { useVehicleHistoryShares } from '../api/list-vehicle-history-shares';
import { useRevokeVehicleHistoryShare } from '../api/revoke-vehicle-history-share';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/**
 * Share links of the history (ADR 068): "Share" makes a read-only link that works without an account, shown with a
 * copy button this once (only a fingerprint of it is kept); the live links are listed by their last characters,
 * each turned off after a confirmation.
 */
export function HistoryShareLinks({ vehicleId }: { vehicleId: string }) {
  const shares = useVehicleHistoryShares(vehicleId);
  const create = useCreateVehicleHistoryShare(vehicleId);
  const revoke = useRevokeVehicleHistoryShare(vehicleId);
  const [made, setMade] = useState<{ id: string; url: string } | null>(null);
  const [revoking, setRevoking] = useState<{ id: string; hint: string } | null>(null);

  const share = useAction(async () => {
    const link = await create.mutateAsync();
    setMade({ id: link.id, url: link.url });
  });
  const confirmRevoke = useAction(async () => {
    if (!revoking) return;
    await revoke.mutateAsync(revoking.id);
    if (made?.id === revoking.id) setMade(null);
    setRevoking(null);
    pushAlert({ type: 'success', message: 'The link is turned off: it no longer opens the history.', timedDismiss: true });
  });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="history-share-title">
      <Stack gap="sm">
        <Title order={3} fz="lg" id="history-share-title">
          Share
        </Title>
        <Text size="sm">
          A link anyone can open without an account — a buyer, an insurer — to read this history and download it. It
          cannot change anything, and you can turn it off at any time.
        </Text>
        <ProblemAlert problem={share.problem} onClose={() => share.setProblem(null)} />
        <Group>
          <Button onClick={() => void share.run()} loading={share.pending}>
            Create share link
          </Button>
        </Group>
        {made && (
          <Stack gap={4}>
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput label="Your new link" value={made.url} readOnly onFocus={(event) => event.currentTarget.select()} style={{ flex: 1, minWidth: 0 }} />
              <CopyButton value={made.url}>
                {({ copied, copy }) => (
                  <Button variant={copied ? 'filled' : 'outline'} color={copied ? 'teal' : undefined} onClick={copy}>
                    {copied ? 'Copied' : 'Copy link'}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Text size="xs" c="dimmed">
              Copy it now: for your safety we keep only a fingerprint of it, so it is shown this once.
            </Text>
          </Stack>
        )}
        <Title order={4} fz="md" mt="xs">
          Live links
        </Title>
        {shares.isPending ? (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm">Loading your links…</Text>
          </Group>
        ) : shares.isError ? (
          <ProblemAlert problem={shares.error.message} />
        ) : shares.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            No live links.
          </Text>
        ) : (
          <Stack gap="xs" component="ul" aria-label="Live links" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {shares.data.map((link) => (
              <Group key={link.id} component="li" justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" style={{ flex: 1, minWidth: 0 }}>
                  Link ending …{link.hint}, made {dateFormat.format(new Date(link.createdAt))}
                </Text>
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  style={{ flexShrink: 0 }}
                  onClick={() => setRevoking({ id: link.id, hint: link.hint })}
                  aria-label={`Turn off the link ending ${link.hint}`}
                >
                  Turn off
                </Button>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
      <Modal
        opened={revoking !== null}
        onClose={() => setRevoking(null)}
        title="Turn off this link?"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          <Text size="sm">Whoever has the link ending …{revoking?.hint} can no longer open your history. This cannot be undone.</Text>
          <ProblemAlert problem={confirmRevoke.problem} onClose={() => confirmRevoke.setProblem(null)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRevoking(null)} disabled={confirmRevoke.pending}>
              Keep it
            </Button>
            <Button color="red" loading={confirmRevoke.pending} onClick={() => void confirmRevoke.run()}>
              Turn off link
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
