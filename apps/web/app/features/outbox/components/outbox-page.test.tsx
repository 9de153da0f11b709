import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonApiList } from '../../../../test/fake-api';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { OutboxPage } from './outbox-page';

afterEach(() => vi.unstubAllGlobals());

const OUTBOX = 'GET /api/v3/outbox_messages';

const confirmation = {
  id: 'm2',
  channel: 'email',
  to: 'ida@example.com',
  subject: 'Confirm your email address',
  text: 'Your code is 482913.',
  html: '<p>Your code is <b>482913</b>.</p>',
  template: 'confirmation-code',
  status: 'local',
  attempts: 0,
  last_error: null,
  created_at: '2026-11-25T10:05:00.000Z',
  code: '482913',
  links: [],
  attachments: [],
};
const reset = {
  id: 'm1',
  channel: 'email',
  to: 'ida@example.com',
  subject: 'Reset your password',
  text: 'Choose a new password: http://localhost/reset-password/tok-1',
  html: '<p><a href="http://localhost/reset-password/tok-1">Choose a new password</a></p>',
  template: 'password-reset',
  status: 'local',
  attempts: 0,
  last_error: null,
  created_at: '2026-11-25T10:00:00.000Z',
  code: null,
  links: ['http://localhost/reset-password/tok-1'],
  attachments: [],
};
const text = {
  id: 'm0',
  channel: 'sms',
  to: '5551234567',
  subject: null,
  text: 'Pitstop: your shop confirmed Tuesday 9:00.',
  html: null,
  template: 'appointment-confirmed',
  status: 'local',
  attempts: 0,
  last_error: null,
  created_at: '2026-11-24T09:00:00.000Z',
  code: null,
  links: [],
  attachments: [],
};
const booked = {
  id: 'm3',
  channel: 'email',
  to: 'ida@example.com',
  subject: 'Your appointment is booked',
  text: 'See you Tuesday at 9:00.',
  html: '<p>See you Tuesday at 9:00.</p>',
  template: 'booking-confirmation',
  status: 'local',
  attempts: 0,
  last_error: null,
  created_at: '2026-11-25T11:00:00.000Z',
  code: null,
  links: [],
  attachments: [
    {
      id: 'a1',
      filename: 'appointment.ics',
      content_type: 'text/calendar; method=REQUEST; charset=utf-8',
      size: 1234,
      url: '/api/v3/outbox_messages/m3/attachments/a1',
    },
  ],
};

const failed = {
  ...confirmation,
  id: 'm4',
  to: 'gone@example.com',
  subject: 'Your appointment is booked',
  text: 'See you Tuesday at 9:00.',
  code: null,
  status: 'failed',
  attempts: 5,
  last_error: "Can't send mail - all recipients were rejected: 550 No such user",
};

const renderPage = (url = '/dev/outbox') => renderWithProviders(null, { url, routes: [{ path: '/dev/outbox', Component: OutboxPage }] });

describe('the outbox page', () => {
  it('lists the kept messages in the order the server gives (newest first), each with what it is for', async () => {
    fakeApi({ [OUTBOX]: { body: jsonApiList('outbox_messages', [confirmation, reset, text]) } });
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Outbox' })).toBeInTheDocument();
    expect(screen.getByText(/emails and texts this server kept instead of sending them/)).toBeInTheDocument();
    const articles = await screen.findAllByRole('article');
    expect(articles.map((article) => within(article).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Confirm your email address',
      'Reset your password',
      'Text message to 5551234567',
    ]);

    const [code, link, sms] = articles as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(code).getByText('To ida@example.com')).toBeInTheDocument();
    expect(within(code).getByText('Email')).toBeInTheDocument();
    expect(within(code).getByText('482913')).toBeInTheDocument();
    expect(within(code).getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
    expect(within(code).getByText(/^Nov 25, 2026/).tagName).toBe('TIME');

    // The email runs nothing and follows nothing: its links are listed to follow here; it shows on request.
    const user = userEvent.setup();
    expect(within(link).queryByTitle('The email: Reset your password')).toBeNull();
    await user.click(within(link).getByRole('button', { name: 'Show the email' }));
    const frame = within(link).getByTitle('The email: Reset your password');
    expect(within(link).getByRole('button', { name: 'Hide the email' })).toHaveAttribute('aria-expanded', 'true');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', reset.html);
    expect(within(link).getByRole('link', { name: 'http://localhost/reset-password/tok-1' })).toHaveAttribute(
      'href',
      'http://localhost/reset-password/tok-1',
    );

    expect(within(sms).getByText('Text message')).toBeInTheDocument();
    expect(within(sms).getByText('Pitstop: your shop confirmed Tuesday 9:00.')).toBeInTheDocument();
    expect(within(sms).queryByRole('button', { name: 'Show the email' })).toBeNull();
  });

  it('shows the files sent with an email, each a download of its name, with its type and size', async () => {
    fakeApi({ [OUTBOX]: { body: jsonApiList('outbox_messages', [booked, confirmation]) } });
    renderPage();

    const card = await screen.findByRole('article', { name: 'Your appointment is booked' });
    const link = within(card).getByRole('link', { name: 'appointment.ics' });
    expect(link).toHaveAttribute('href', '/api/v3/outbox_messages/m3/attachments/a1');
    expect(link).toHaveAttribute('download', 'appointment.ics');
    expect(within(card).getByText('(text/calendar, 1,234 bytes)')).toBeInTheDocument();
    const other = screen.getByRole('article', { name: 'Confirm your email address' });
    expect(within(other).queryByText('Attachments')).not.toBeInTheDocument();
  });

  it('copies the code', async () => {
    fakeApi({ [OUTBOX]: { body: jsonApiList('outbox_messages', [confirmation]) } });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledWith('482913');
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('shows one recipient’s messages with ?to=, and all of them again', async () => {
    const { calls } = fakeApi({ [OUTBOX]: { body: jsonApiList('outbox_messages', []) } });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('No messages yet.');
    expect(calls[0]?.url.searchParams.has('to')).toBe(false);

    await user.type(screen.getByLabelText('Recipient'), ' ida@example.com ');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('to')).toBe('ida@example.com'));
    expect(screen.getByLabelText('Recipient')).toHaveValue('ida@example.com');

    await user.click(screen.getByRole('button', { name: 'Show all' }));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.has('to')).toBe(false));
    expect(screen.getByLabelText('Recipient')).toHaveValue('');
  });

  it('shows the messages that could not be sent with ?status=failed: how many tries, and why', async () => {
    const { calls } = fakeApi({ [OUTBOX]: { body: jsonApiList('outbox_messages', [failed]) } });
    const user = userEvent.setup();
    renderPage('/dev/outbox?to=gone@example.com');
    await screen.findByRole('article');
    expect(calls[0]?.url.searchParams.has('status')).toBe(false);

    await user.selectOptions(screen.getByLabelText('Show'), 'Could not be sent');
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('status')).toBe('failed'));
    // The recipient filter stays.
    expect(calls.at(-1)?.url.searchParams.get('to')).toBe('gone@example.com');
    const card = screen.getByRole('article', { name: 'Your appointment is booked' });
    expect(within(card).getByText('Could not be sent')).toBeInTheDocument();
    expect(within(card).getByText("Not sent after 5 tries: Can't send mail - all recipients were rejected: 550 No such user")).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show all' }));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.has('to')).toBe(false));
    expect(calls.at(-1)?.url.searchParams.get('status')).toBe('failed');
  });

  it('marks nothing on a message kept here (no transport): no state badge, no tries', async () => {
    fakeApi({ [OUTBOX]: { body: jsonApiList('outbox_messages', [confirmation]) } });
    renderPage();
    const card = await screen.findByRole('article');
    expect(within(card).queryByText('Kept here, not sent')).toBeNull();
    expect(within(card).queryByText(/tries?:/)).toBeNull();
  });

  it('says so while loading, and when there is nothing yet', async () => {
    fakeApi({ [OUTBOX]: { body: jsonApiList('outbox_messages', []), delay: 50 } });
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading messages…');
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
  });

  it('is the not-found page when the server will not show the messages to this caller (404)', async () => {
    fakeApi({
      [OUTBOX]: { status: 404, body: { errors: [{ status: '404', code: 'not_found', title: 'Not found', detail: 'Not found.' }] } },
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Outbox' })).toBeNull();
  });
});
