import { describe, expect, it } from 'vitest';
import { OFFERS, wireEvent } from '../test-fixtures';
import { parseServiceRequestEvent } from './stream-service-request-events';

const message = (...[event, data]: ReturnType<typeof wireEvent>) => ({ event, data: JSON.stringify(data) });

describe('reading an event of the stream', () => {
  it('reads the three kinds the server sends, camelCased', () => {
    const offer = OFFERS[0]!;
    expect(parseServiceRequestEvent(message(...wireEvent({ type: 'offer', offer })))).toEqual({ type: 'offer', offer });
    expect(parseServiceRequestEvent(message(...wireEvent({ type: 'offer_withdrawn', offerId: 'of-a' })))).toEqual({
      type: 'offer_withdrawn',
      offerId: 'of-a',
    });
    expect(parseServiceRequestEvent(message(...wireEvent({ type: 'status', status: 'booked' })))).toEqual({ type: 'status', status: 'booked' });
  });

  it('reads where every shown offer now stands, with an offer and with a withdrawal', () => {
    const offer = OFFERS[0]!;
    const shown = [{ offerId: 'of-a', rank: 1, rankReason: 'Lowest price of 3 nearby shops' }];
    expect(parseServiceRequestEvent(message(...wireEvent({ type: 'offer', offer, shown })))).toEqual({ type: 'offer', offer, shown });
    expect(parseServiceRequestEvent(message(...wireEvent({ type: 'offer_withdrawn', offerId: 'of-b', shown })))).toEqual({
      type: 'offer_withdrawn',
      offerId: 'of-b',
      shown,
    });
    // A list it cannot read is left out: the offer merges as an older server's would.
    expect(parseServiceRequestEvent({ event: 'offer_withdrawn', data: '{"type":"offer_withdrawn","offer_id":"of-b","shown":[{"offer_id":1}]}' })).toEqual({
      type: 'offer_withdrawn',
      offerId: 'of-b',
    });
  });

  it('passes over what it cannot read: broken JSON, an unknown event, a missing field', () => {
    expect(parseServiceRequestEvent({ event: 'offer', data: '{"type":' })).toBeNull();
    expect(parseServiceRequestEvent({ event: 'review', data: '{"type":"review"}' })).toBeNull();
    expect(parseServiceRequestEvent({ event: 'offer', data: '{"type":"offer"}' })).toBeNull();
    expect(parseServiceRequestEvent({ event: 'status', data: 'null' })).toBeNull();
  });
});
