import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { proposalsKey } from '~/features/bookings/api/list-appointment-proposals';
import { serviceRequestKey } from '~/features/service-requests/api/get-service-request';
import { bookingPath, chosenTimeOf } from '~/features/bookings/booking-paths';
import { BookingForm } from '~/features/bookings/components/booking-form';
import { ChosenSlot } from '~/features/bookings/components/chosen-slot';
import { useMemberDiscount } from '~/features/membership/api/check-subscription';
import { AddressFields } from '~/features/payments/components/address-fields';
import { SavedCardSelector } from '~/features/payments/components/saved-card-selector';
import { MemberPricesContext } from '~/features/service-requests/components/member-price';
import { BackToEstimates, OfferPage } from '~/features/service-requests/components/offer-page';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';
import { useCurrentUser } from '~/lib/store';

/**
 * /service-request/{id}/offer/{offerId}/confirm (docs/product/booking-and-payments.md): the offer itemised, the chosen time
 * (in the address), the saved-card selector with "Add a card" (the payment subpage), the rewards to apply, the
 * service address, how much is held and when, and Book. A partial account is sent to the register subpage first
 * (ADR 029); a taken time goes back to the times with the message.
 */
export const handle: RouteHandle = { title: 'Confirm your appointment', stepBar: 'onramp', step: 'confirm' };

export const meta = handleMeta;

export default function ConfirmBooking() {
  const { id = '', offerId = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const user = useCurrentUser();
  const memberPrices = useMemberDiscount();
  const chosen = chosenTimeOf(search);
  const ids = { id, offerId };
  if (!chosen) return <Navigate to={bookingPath('book', ids)} replace />;
  if (user?.status === 'partial') return <Navigate to={bookingPath('confirm/register', ids, { ...chosen, card: search.get('card') })} replace />;

  return (
    <MemberPricesContext value={memberPrices}>
    <OfferPage title="Confirm your appointment" requestId={id} offerId={offerId} itemised live>
      {(request, offer) =>
        request.status !== 'open' ? (
          <Stack gap="xs">
            <Text size="sm">This request is {request.status}: its estimates can no longer be booked.</Text>
            <div>
              <BackToEstimates requestId={id} offerId={offerId} />
            </div>
          </Stack>
        ) : (
          <ChosenSlot requestId={id} offerId={offerId} chosen={chosen} chooseAgainHref={bookingPath('book', ids)}>
            {(slot) => (
              <Stack gap="lg">
                <Paper withBorder radius="md" p="md" component="section" aria-labelledby="booking-time">
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <div>
                      <Title order={2} fz="lg" id="booking-time">
                        Your appointment
                      </Title>
                      <Text>{slot.label}</Text>
                    </div>
                    <Anchor component={Link} to={bookingPath('book', ids)} size="sm">
                      Change the time
                    </Anchor>
                  </Group>
                </Paper>
                <BookingForm
                  requestId={id}
                  offer={offer}
                  slot={slot}
                  rewardsBalance={user?.rewards ?? 0}
                  memberPrices={memberPrices}
                  initialCardId={search.get('card')}
                  cardSelector={(cardId, onSelect) => (
                    <SavedCardSelector
                      selectedId={cardId}
                      onSelect={onSelect}
                      addCard={
                        <Anchor component={Link} to={bookingPath('confirm/payment', ids, { ...chosen, card: cardId })}>
                          Add a card
                        </Anchor>
                      }
                    />
                  )}
                  addressFields={(inputProps) => <AddressFields inputProps={inputProps} zipKey="addressZipcode" idPrefix="service" />}
                  onBooked={() => void navigate(bookingPath('confirmation', ids))}
                  onOfferChanged={() => void client.invalidateQueries({ queryKey: serviceRequestKey(id), exact: true })}
                  onSlotTaken={(message) => {
                    void client.invalidateQueries({ queryKey: proposalsKey(id, offerId) });
                    void navigate(bookingPath('book', ids), { state: { slotTaken: message } });
                  }}
                />
              </Stack>
            )}
          </ChosenSlot>
        )
      }
    </OfferPage>
    </MemberPricesContext>
  );
}
