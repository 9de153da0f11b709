import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, writeCalendar } from './calendar.ts';

describe('the .ics writer', () => {
  it('escapes backslashes, semicolons, commas and newlines in text', () => {
    expect(escapeText('Bay 2; front, left\nsecond')).toBe('Bay 2\\; front\\, left\\nsecond');
    expect(escapeText('C:\\shop')).toBe('C:\\\\shop');
    expect(escapeText('one\r\ntwo')).toBe('one\\ntwo');
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const long = `DESCRIPTION:${'é'.repeat(60)}`;
    const lines = foldLine(long).split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(lines.map((line, index) => (index === 0 ? line : line.slice(1))).join('')).toBe(long);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('writes one event with CRLF lines, UTC times, the UID and SEQUENCE, as METHOD:PUBLISH (a copy for a calendar, never an invitation); a cancel is STATUS:CANCELLED', () => {
    const event = {
      uid: 'abc@pitstop.test',
      sequence: 2,
      cancelled: false,
      startsAt: new Date('2026-12-01T15:00:00Z'),
      endsAt: new Date('2026-12-01T16:00:00Z'),
      stamp: new Date('2026-11-30T10:11:12.345Z'),
      summary: 'Car service at Shop, Inc.',
      location: 'Shop, 1 Main St, Austin, TX 78701',
      description: 'Phone: 512',
      url: 'https://pitstop.test/x',
      organizer: { name: 'Pitstop', email: 'bookings@pitstop.test' },
    };
    const ics = writeCalendar(event);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '').includes('\n')).toBe(false);
    for (const line of [
      'METHOD:PUBLISH',
      'UID:abc@pitstop.test',
      'SEQUENCE:2',
      'DTSTAMP:20261130T101112Z',
      'DTSTART:20261201T150000Z',
      'DTEND:20261201T160000Z',
      'SUMMARY:Car service at Shop\\, Inc.',
      'LOCATION:Shop\\, 1 Main St\\, Austin\\, TX 78701',
      'STATUS:CONFIRMED',
    ]) {
      expect(ics).toContain(`\r\n${line}\r\n`);
    }
    const cancel = writeCalendar({ ...event, cancelled: true, sequence: 3 });
    expect(cancel).toContain('\r\nMETHOD:PUBLISH\r\n');
    for (const written of [ics, cancel]) expect(written).not.toMatch(/^(ATTENDEE|METHOD:REQUEST|METHOD:CANCEL)/m);
    expect(cancel).toContain('\r\nSTATUS:CANCELLED\r\n');
    expect(cancel).toContain('\r\nSEQUENCE:3\r\n');
  });
});
