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

  it('passes over what it cannot read: broken JSON, an unknown event, a missing field', () => {
    expect(parseServiceRequestEvent({ event: 'offer', data: '{"type":' })).toBeNull();
    expect(parseServiceRequestEvent({ event: 'review', data: '{"type":"review"}' })).toBeNull();
    expect(parseServiceRequestEvent({ event: 'offer', data: '{"type":"offer"}' })).toBeNull();
    expect(parseServiceRequestEvent({ event: 'status', data: 'null' })).toBeNull();
  });
});
