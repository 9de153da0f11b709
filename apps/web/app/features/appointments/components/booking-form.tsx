import { Alert, Button, Checkbox, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { appointmentMessages } from '@pitstop/contracts';
import { formatCents } from '@pitstop/contracts/common/money';
import { type ReactNode, useRef, useState } from 'react';
import { ServiceAddressSchema } from '~/lib/address-rules';
import { FAILED_SERVICE_BOOKED, track } from '~/lib/analytics';
import { isApiError } from '~/lib/api-client';
import { useSchemaForm } from '~/lib/use-schema-form';
import { TestModeNotice } from '~/components/ui/test-mode-notice';
import { useBookOffer } from '../api/book-offer';
import { actionProblemText } from './action-problem';
import type { SlotView } from '../api/list-appointment-proposals';
import { holdPlan, holdSentence, rewardsCapDollars, rewardsCents } from '../slot-display';

/** What the booking needs of the offer. */
export interface BookingOffer {
  id: string;
  totalCents: number;
  /** Dollars (spec 000 §3). */
  maxRewards: number;
}

export interface BookingFormProps {
  requestId: string;
  offer: BookingOffer;
  slot: SlotView;
  /** The user's rewards balance in dollars (profile `rewards`). */
  rewardsBalance: number;
  /** The card selector, given the chosen card and how to change it. */
  cardSelector: (cardId: string | null, onSelect: (id: string | null) => void) => ReactNode;
  initialCardId?: string | null;
  /** The service address fields, given the form's `getInputProps`. */
  addressFields: (inputProps: (path: string) => GetInputPropsReturnType) => ReactNode;
  onBooked: () => void;
  /** The time was just taken (409): the page goes back to the times. */
  onSlotTaken: (message: string) => void;
  /** Clock for the hold wording (tests). */
  now?: () => Date;
}

const EMPTY_ADDRESS = { addressLine1: '', addressLine2: '', addressCity: '', addressState: '', addressZipcode: '', addressCountry: 'US' as const };
const ADDRESS_DELAYS = { addressLine1: 300, addressLine2: 300, addressCity: 300, addressState: 300, addressZipcode: 300 };

/**
 * The booking attempt's Idempotency-Key (ADR 045): made when the person books, kept for a retry of the same
 * booking (a double click, a retry after no answer), new when what is booked changed (time, card, rewards,
 * address) or after an answer. Going back to the offers unmounts the form: a new attempt.
 */
function attemptKeyFor(attempt: { current: { key: string; asked: string } | null }, asked: string): string {
  if (attempt.current?.asked !== asked) attempt.current = { key: crypto.randomUUID(), asked };
  return attempt.current.key;
}

/**
 * The booking (spec 000 §7 PUT v3/service_requests/{srId}/offers/{id}): the card, the rewards to apply (at most
 * the balance and the offer's max rewards; sent as dollars × 100), an optional service address, how much is
 * held and when, and Book. A taken time (409) goes back to the times; a declined card (402) shows the gateway's
 * words and books nothing; every failure is tracked as Failed Service Booked.
 */
export function BookingForm(props: BookingFormProps) {
  const { requestId, offer, slot, rewardsBalance, onBooked, onSlotTaken, now = () => new Date() } = props;
  const book = useBookOffer();
  const [cardId, setCardId] = useState<string | null>(props.initialCardId ?? null);
  const [rewards, setRewards] = useState<number>(0);
  const [withAddress, setWithAddress] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const addressForm = useSchemaForm(ServiceAddressSchema, { initialValues: EMPTY_ADDRESS, delays: ADDRESS_DELAYS });
  const attempt = useRef<{ key: string; asked: string } | null>(null);

  const cap = rewardsCapDollars(rewardsBalance, offer.maxRewards);
  const appliedCents = rewardsCents(rewards, cap);
  const heldCents = Math.max(0, offer.totalCents - appliedCents);
  const plan = holdPlan(slot.startsAt, now());

  const submit = async () => {
    setProblem(null);
    if (!cardId) {
      setProblem(appointmentMessages.cardRequired);
      return;
    }
    let serviceAddress = null;
    if (withAddress) {
      if (addressForm.validate().hasErrors) return;
      serviceAddress = ServiceAddressSchema.parse(addressForm.getValues());
    }
    const body = { creditCardId: cardId, rewards: appliedCents, serviceAddress, appointmentTime: slot.startsAt };
    try {
      await book.mutateAsync({ requestId, offerId: offer.id, body, attemptKey: attemptKeyFor(attempt, JSON.stringify([offer.id, body])) });
      onBooked();
    } catch (error) {
      // An answer (4xx) ends the attempt: booking again is a new one. No answer, or a 5xx, may have left it in
      // flight: the next Book retries it with the same key.
      if (isApiError(error) && error.status >= 400 && error.status < 500) attempt.current = null;
      const code = isApiError(error) ? error.code : null;
      track(FAILED_SERVICE_BOOKED, { serviceRequestId: requestId, offerId: offer.id, code, status: isApiError(error) ? error.status : null });
      const message = actionProblemText(error);
      if (code === 'slot_taken') onSlotTaken(message);
      else setProblem(message);
    }
  };

  return (
    <Stack gap="lg">
      <section aria-labelledby="booking-card">
        <Title order={2} fz="lg" id="booking-card" mb="xs">
          Payment
        </Title>
        {props.cardSelector(cardId, setCardId)}
      </section>

      {cap > 0 && (
        <section aria-labelledby="booking-rewards">
          <Title order={2} fz="lg" id="booking-rewards" mb="xs">
            Rewards
          </Title>
          <NumberInput
            label="Rewards to apply"
            description={`You have ${formatCents(Math.round(rewardsBalance * 100))} in rewards; up to ${formatCents(Math.round(cap * 100))} can go to this estimate.`}
            prefix="$"
            min={0}
            max={cap}
            decimalScale={2}
            clampBehavior="blur"
            allowNegative={false}
            value={rewards}
            onChange={(value) => setRewards(typeof value === 'number' ? value : Number(value) || 0)}
          />
        </section>
      )}

      <section aria-labelledby="booking-address">
        <Title order={2} fz="lg" id="booking-address" mb="xs">
          Service address
        </Title>
        <Checkbox
          label="The work is done at my address (optional)"
          checked={withAddress}
          onChange={(event) => setWithAddress(event.currentTarget.checked)}
        />
        {withAddress && <div style={{ marginTop: 12 }}>{props.addressFields((path) => addressForm.getInputProps(path as never))}</div>}
      </section>

      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="booking-total">
        <Stack gap={4}>
          <Title order={2} fz="lg" id="booking-total">
            What you pay
          </Title>
          <Text size="sm">Estimate total: {formatCents(offer.totalCents)}</Text>
          {appliedCents > 0 && <Text size="sm">Rewards applied: −{formatCents(appliedCents)}</Text>}
          <Text fw={700}>To pay: {formatCents(heldCents)}</Text>
          <Text size="sm" data-testid="hold-sentence">
            {holdSentence(heldCents, plan, slot.timeZone)}
          </Text>
          <TestModeNotice />
        </Stack>
      </Paper>

      {problem && (
        <Alert color="red" variant="light" role="alert" withCloseButton closeButtonLabel="Dismiss" onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      <div>
        {/* The label names the time: it wraps on a narrow screen rather than push the page sideways. */}
        <Button size="md" h="auto" py="xs" maw="100%" styles={{ label: { whiteSpace: 'normal' } }} onClick={() => void submit()} loading={book.isPending}>
          Book for {slot.label}
        </Button>
      </div>
    </Stack>
  );
}
