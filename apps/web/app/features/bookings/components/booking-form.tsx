import { Alert, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { appointmentMessages } from '@pitstop/contracts';
import { dollarsToCents, formatCents, memberDiscountCents } from '@pitstop/contracts/common/money';
import { type ReactNode, useRef, useState } from 'react';
import { Link, href } from 'react-router';
import { ServiceAddressSchema } from '~/lib/address-rules';
import { FAILED_SERVICE_BOOKED, track } from '~/lib/analytics';
import { type ApiError, isApiError } from '~/lib/api-client';
import { refuse, useAction } from '~/lib/use-action';
import { useSchemaForm } from '~/lib/use-schema-form';
import { MoneyInput } from '~/components/ui/money-input';
import { ProblemAlert } from '~/components/ui/problem-alert';
import { TestModeNotice } from '~/components/ui/test-mode-notice';
import { useBookOffer } from '../api/book-offer';
import type { SlotView } from '../api/list-appointment-proposals';
import { holdPlan, holdSentence, rewardsCapCents } from '../slot-display';

/** What the booking needs of the offer. */
export interface BookingOffer {
  id: string;
  totalCents: number;
  /** Raised by every change of the offer's price: the booking sends the one the person was shown (ADR 044). */
  version: number;
  /** Dollars (docs/product/booking-and-payments.md). */
  maxRewards: number;
  /** The shop's members' discount, 0–25 % (ADR 059). */
  memberDiscountPercent: number;
}

export interface BookingFormProps {
  requestId: string;
  offer: BookingOffer;
  slot: SlotView;
  /** The user's rewards balance in dollars (profile `rewards`). */
  rewardsBalance: number;
  /** The user's bookings take the shop's member discount (the membership check’s `memberDiscount`, ADR 059); unknown reads as not. */
  memberPrices?: boolean;
  /** The card selector, given the chosen card and how to change it. */
  cardSelector: (cardId: string | null, onSelect: (id: string | null) => void) => ReactNode;
  initialCardId?: string | null;
  /** The service address fields, given the form's `getInputProps`. */
  addressFields: (inputProps: (path: string) => GetInputPropsReturnType) => ReactNode;
  onBooked: () => void;
  /** The time was just taken (409): the page goes back to the times. */
  onSlotTaken: (message: string) => void;
  /** The shop changed the offer since it was shown (409 offer_changed): the page reads the offer again. */
  onOfferChanged?: () => void;
  /** Clock for the hold wording (tests). */
  now?: () => Date;
}

/** A new price the person has not accepted yet: what they were shown, and the offer now. */
interface PriceChange {
  wasCents: number;
  nowCents: number;
  version: number;
}

/**
 * The offer as the 409 offer_changed names it (its error's `meta`: the new version and total), or null. Read here from
 * the reply's body, so the app's shared error type (in the landing page's JavaScript) stays as it is.
 */
function changeOf(error: ApiError, wasCents: number): PriceChange | null {
  const body = error.data as { errors?: Array<{ code?: unknown; meta?: { offer_version?: unknown; total_cents?: unknown } }> } | null;
  const meta = body?.errors?.find((item) => item.code === 'offer_changed')?.meta;
  if (typeof meta?.offer_version !== 'number' || typeof meta.total_cents !== 'number') return null;
  return { wasCents, nowCents: meta.total_cents, version: meta.offer_version };
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
 * The booking (docs/product/booking-and-payments.md): the card, the rewards to apply (at most
 * the balance and the offer's max rewards; sent as dollars × 100), an optional service address, how much is
 * held and when, and Book. A taken time (409) goes back to the times; a declined card (402) shows the gateway's
 * words and books nothing; every failure is tracked as Failed Service Booked. The booking sends the offer's version
 * it shows: when the shop changes the price — seen live (the page's offer is refreshed) or answered 409 offer_changed
 * — the form says "was, now" and books only once the person accepts the new price (ADR 044).
 */
export function BookingForm(props: BookingFormProps) {
  const { requestId, offer, slot, rewardsBalance, onBooked, onSlotTaken, now = () => new Date() } = props;
  const book = useBookOffer();
  // The price the person was shown and books at: the offer as first shown, then each new price they accept.
  const [shown, setShown] = useState(() => ({ version: offer.version, totalCents: offer.totalCents }));
  const [refused, setRefused] = useState<PriceChange | null>(null);
  // A change seen live or in the 409, whichever is newer; none once the person accepted it.
  const live = offer.version > shown.version ? { wasCents: shown.totalCents, nowCents: offer.totalCents, version: offer.version } : null;
  const change = [refused, live].filter((candidate): candidate is PriceChange => candidate !== null && candidate.version > shown.version).sort((a, b) => b.version - a.version)[0] ?? null;
  const [cardId, setCardId] = useState<string | null>(props.initialCardId ?? null);
  // Cents.
  const [rewards, setRewards] = useState<number>(0);
  const [withAddress, setWithAddress] = useState(false);
  const addressForm = useSchemaForm(ServiceAddressSchema, { initialValues: EMPTY_ADDRESS, delays: ADDRESS_DELAYS });
  const attempt = useRef<{ key: string; asked: string } | null>(null);

  const capCents = rewardsCapCents(rewardsBalance, offer.maxRewards);
  const appliedCents = Math.min(rewards, capCents);
  // The server takes the same discount at booking (ADR 059): of the total the person accepts, by the shop's percent.
  const discountCents = props.memberPrices ? memberDiscountCents(shown.totalCents, offer.memberDiscountPercent) : 0;
  const heldCents = Math.max(0, shown.totalCents - discountCents - appliedCents);
  const plan = holdPlan(slot.startsAt, now());

  const booking = useAction(
    async (version: number = shown.version) => {
      if (!cardId) refuse(appointmentMessages.cardRequired);
      let serviceAddress = null;
      if (withAddress) {
        if (addressForm.validate().hasErrors) return;
        serviceAddress = ServiceAddressSchema.parse(addressForm.getValues());
      }
      const body = { creditCardId: cardId, rewards: appliedCents, serviceAddress, appointmentTime: slot.startsAt, offerVersion: version };
      await book.mutateAsync({ requestId, offerId: offer.id, body, attemptKey: attemptKeyFor(attempt, JSON.stringify([offer.id, body])) });
      onBooked();
    },
    {
      onFailure: (problem, error) => {
        // An answer (4xx) ends the attempt: booking again is a new one. No answer, or a 5xx, may have left it in
        // flight: the next Book retries it with the same key.
        if (isApiError(error) && error.status >= 400 && error.status < 500) attempt.current = null;
        track(FAILED_SERVICE_BOOKED, { serviceRequestId: requestId, offerId: offer.id, code: problem.code, status: isApiError(error) ? error.status : null });
        const changed = isApiError(error) && problem.code === 'offer_changed' ? changeOf(error, shown.totalCents) : null;
        if (problem.code === 'slot_taken') onSlotTaken(problem.message ?? '');
        else if (changed) {
          setRefused(changed);
          props.onOfferChanged?.();
        } else return problem;
        return null;
      },
    },
  );

  /** The person accepts the new price: it is the one shown and held from now on, and the booking is sent with it. */
  const acceptNewPrice = (accepted: PriceChange) => {
    setShown({ version: accepted.version, totalCents: accepted.nowCents });
    setRefused(null);
    void booking.run(accepted.version);
  };

  return (
    <Stack gap="lg">
      <section aria-labelledby="booking-card">
        <Title order={2} fz="lg" id="booking-card" mb="xs">
          Payment
        </Title>
        {props.cardSelector(cardId, setCardId)}
      </section>

      {capCents > 0 && (
        <section aria-labelledby="booking-rewards">
          <Title order={2} fz="lg" id="booking-rewards" mb="xs">
            Rewards
          </Title>
          <MoneyInput
            label="Rewards to apply"
            description={`You have ${formatCents(dollarsToCents(rewardsBalance))} in rewards; up to ${formatCents(capCents)} can go to this estimate.`}
            maxCents={capCents}
            thousandSeparator={false}
            inputMode={undefined}
            clampBehavior="blur"
            value={rewards}
            onChange={(cents) => setRewards(cents !== null && Number.isFinite(cents) ? cents : 0)}
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
          <Text size="sm">Estimate total: {formatCents(shown.totalCents)}</Text>
          {change && (
            <Text size="sm" fw={600} c="yellow.9" data-testid="changed-total">
              The shop changed it to {formatCents(change.nowCents)}: accept the new price below, or go back to the estimates.
            </Text>
          )}
          {discountCents > 0 && <Text size="sm">Member discount: −{formatCents(discountCents)}</Text>}
          {appliedCents > 0 && <Text size="sm">Rewards applied: −{formatCents(appliedCents)}</Text>}
          <Text fw={700}>To pay: {formatCents(heldCents)}</Text>
          <Text size="sm" data-testid="hold-sentence">
            {holdSentence(heldCents, plan, slot.timeZone)}
          </Text>
          <TestModeNotice />
        </Stack>
      </Paper>

      <ProblemAlert problem={booking.problem} onClose={() => booking.setProblem(null)} />
      {change ? (
        <Alert color="yellow" variant="light" role="alert" title="The shop changed this estimate">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              The shop changed this estimate: was {formatCents(change.wasCents)}, now {formatCents(change.nowCents)}.
            </Text>
            <Text size="sm">Nothing is booked or held until you accept the new price.</Text>
            <Group gap="sm">
              <Button onClick={() => acceptNewPrice(change)} loading={book.isPending}>
                Accept {formatCents(change.nowCents)} and book
              </Button>
              <Button variant="default" component={Link} to={href('/service-request/:id/offer/:offerId?', { id: requestId, offerId: offer.id })}>
                Back to the estimates
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : (
        <div>
          {/* The label names the time: it wraps on a narrow screen rather than push the page sideways. */}
          <Button size="md" h="auto" py="xs" maw="100%" styles={{ label: { whiteSpace: 'normal' } }} onClick={() => void booking.run()} loading={book.isPending}>
            Book for {slot.label}
          </Button>
        </div>
      )}
    </Stack>
  );
}
