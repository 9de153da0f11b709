import { GENERIC_FAILURE_TEXT } from '@pitstop/contracts/common/errors';
import { describe, expect, it } from 'vitest';
import { cancelReturnsToPlans, joinButtonLabel, joinDisabled } from './subscription-modal-rules';

describe('the Join button (spec 001 §4)', () => {
  it('has its four labels', () => {
    expect(joinButtonLabel({ loading: true, mode: 'join', brand: 'Pitstop Plus' })).toBe('Please wait...');
    expect(joinButtonLabel({ loading: false, mode: 'update', brand: 'Pitstop Plus' })).toBe('Update Payment Method');
    expect(joinButtonLabel({ loading: false, mode: 'renew', brand: 'Pitstop Plus' })).toBe('Renew Subscription');
    expect(joinButtonLabel({ loading: false, mode: 'join', brand: 'Pitstop Plus' })).toBe('Join Pitstop Plus Now');
  });

  it('is disabled until a card is chosen, the terms are accepted and nothing is loading', () => {
    expect(joinDisabled({ cardChosen: true, termsAccepted: true, loading: false })).toBe(false);
    expect(joinDisabled({ cardChosen: false, termsAccepted: true, loading: false })).toBe(true);
    expect(joinDisabled({ cardChosen: true, termsAccepted: false, loading: false })).toBe(true);
    expect(joinDisabled({ cardChosen: true, termsAccepted: true, loading: true })).toBe(true);
  });
});

describe('Cancel (spec 001 §4)', () => {
  it('goes back to the plans from a join, and closes when updating, renewing or with the plans hidden', () => {
    expect(cancelReturnsToPlans({ mode: 'join', hidePlans: false })).toBe(true);
    expect(cancelReturnsToPlans({ mode: 'join', hidePlans: true })).toBe(false);
    expect(cancelReturnsToPlans({ mode: 'update', hidePlans: false })).toBe(false);
    expect(cancelReturnsToPlans({ mode: 'renew', hidePlans: false })).toBe(false);
  });
});

it('the join failure sentence is the spec’s', () => {
  expect(GENERIC_FAILURE_TEXT).toBe('Hmm, something went wrong. Sorry about that.');
});
