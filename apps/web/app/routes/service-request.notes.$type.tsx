import { Container, Stack, Text, Title } from '@mantine/core';
import { NoteForm } from '~/features/service-requests/components/note-form';
import { useOnrampContinue } from '~/features/service-requests/hooks/use-onramp';
import { setCartNotes } from '~/features/service-requests/onramp-cart';
import { noteTypeOf, onrampCartOf } from '~/features/service-requests/onramp-steps';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';
import { useAppStore } from '~/lib/store';

/**
 * /service-request/notes/{type}, "Add a note for the mechanic" (docs/product/requests-and-offers.md): `service` (an optional note) or
 * `diagnosis` (the problem described, required) — the cart's services decide which; the onramp's guard sends
 * any other type to the right one.
 */
export const handle: RouteHandle = { public: true, title: 'Add a note for the mechanic', stepBar: 'onramp', step: 'notes' };

export const meta = handleMeta;

export default function NotesStep() {
  const type = useAppStore((state) => noteTypeOf(state.onrampCart));
  const cart = onrampCartOf(useAppStore((state) => state.onrampCart));
  const proceed = useOnrampContinue();
  return (
    <Container size="sm" px="md" py={{ base: 24, sm: 40 }}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Add a note for the mechanic
          </Title>
          <Text c="dimmed">
            {type === 'diagnosis'
              ? 'A diagnosis starts from what you notice: the more you tell, the better the shop can prepare.'
              : 'Shops read it with your request.'}
          </Text>
        </div>
        <NoteForm
          key={type}
          type={type}
          initial={{ notes: cart.notes, urgency: cart.urgency, urgencyDescription: cart.urgencyDescription, concierge: cart.concierge }}
          onSubmit={(details) => {
            setCartNotes(details);
            proceed();
          }}
        />
      </Stack>
    </Container>
  );
}
