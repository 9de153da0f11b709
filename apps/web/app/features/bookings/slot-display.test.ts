import { describe, expect, it } from 'vitest';
import { groupSlotsByDay, holdPlan, holdSentence, instantLabel, paymentSentence, rewardsCapCents, timeLabel } from './slot-display';

const slot = (day: string, time: string, startsAt: string) => ({
  startsAt,
  day,
  time,
  timeZone: 'America/Chicago',
  timeZoneAbbreviation: 'CST',
  label: `${day} ${time} CST`,
});

describe('free times by day', () => {
  it('groups by the shop\u2019s day in order, each time once and in order, across pages that overlap', () => {
    const page1 = [slot('2026-12-01', '09:30', '2026-12-01T15:30:00Z'), slot('2026-12-01', '09:00', '2026-12-01T15:00:00Z'), slot('2026-12-02', '08:00', '2026-12-02T14:00:00Z')];
    // Late evening in Chicago is the next day in UTC: the shop's day decides.
    const page2 = [slot('2026-12-02', '08:00', '2026-12-02T14:00:00Z'), slot('2026-12-01', '19:00', '2026-12-02T01:00:00Z')];
    const days = groupSlotsByDay([...page1, ...page2]);
    expect(days.map((day) => day.heading)).toEqual(['Tuesday, December 1', 'Wednesday, December 2']);
    expect(days[0]?.slots.map((s) => s.time)).toEqual(['09:00', '09:30', '19:00']);
    expect(days[1]?.slots).toHaveLength(1);
  });

  it('reads HH:mm as people do', () => {
    expect(['00:00', '09:05', '12:00', '13:30', '23:59'].map(timeLabel)).toEqual(['12:00 AM', '9:05 AM', '12:00 PM', '1:30 PM', '11:59 PM']);
  });
});

describe('how much is held and when', () => {
  const now = new Date('2026-12-01T12:00:00Z');
  it('holds at booking up to 5 days out, and 2 days before the appointment beyond', () => {
    expect(holdPlan('2026-12-06T12:00:00Z', now)).toEqual({ when: 'now' });
    expect(holdPlan('2026-12-06T12:30:00Z', now)).toEqual({ when: 'later', holdOn: new Date('2026-12-04T12:30:00Z') });
  });

  it('says it in words, in the shop\u2019s zone with its abbreviation', () => {
    expect(holdSentence(21495, { when: 'now' }, 'America/Chicago')).toBe(
      'We will hold $214.95 on your card when you book. You are charged only when the work is done.',
    );
    expect(holdSentence(21495, holdPlan('2026-12-11T15:00:00Z', now), 'America/Chicago')).toBe(
      'We will hold $214.95 on your card on Wed, Dec 9, 9:00 AM CST, 2 days before your appointment. You are charged only when the work is done.',
    );
    expect(holdSentence(0, { when: 'now' }, 'America/Chicago')).toBe('Nothing will be held on your card: your rewards cover the whole estimate.');
    expect(instantLabel('2026-07-01T16:00:00Z', 'America/Los_Angeles')).toBe('Wed, Jul 1, 9:00 AM PDT');
  });

  it('words a booking\u2019s payment by its state', () => {
    const payment = { amountCents: 10000, holdOn: null, capturedCents: null, failureMessage: null };
    expect(paymentSentence({ ...payment, state: 'authorised' }, 'America/Chicago')).toBe('$100.00 is held on your card. You are charged only when the work is done.');
    expect(paymentSentence({ ...payment, state: 'scheduled', holdOn: '2026-12-09T15:00:00Z' }, 'America/Chicago')).toBe(
      'We will hold $100.00 on your card on Wed, Dec 9, 9:00 AM CST, 2 days before your appointment.',
    );
    expect(paymentSentence({ ...payment, state: 'captured', capturedCents: 9000 }, 'America/Chicago')).toBe('You paid $90.00.');
    expect(paymentSentence({ ...payment, state: 'failed', failureMessage: 'Your card has insufficient funds.' }, 'America/Chicago')).toContain(
      'We could not hold $100.00 on your card: Your card has insufficient funds.',
    );
  });
});

describe('rewards to apply', () => {
  it('never more than the balance nor the offer\u2019s max rewards, sent as dollars \u00d7 100', () => {
    expect(rewardsCapCents(12.5, 20)).toBe(1250);
    expect(rewardsCapCents(50, 20)).toBe(2000);
    expect(rewardsCapCents(0, 20)).toBe(0);
    expect(rewardsCapCents(-3, 20)).toBe(0);
  });
});
