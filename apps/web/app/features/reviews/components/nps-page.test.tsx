import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../test/fake-api';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { NpsPage } from './nps-page';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz012';
const SURVEY = {
  status: 200,
  body: {
    data: {
      id: 'sr-1',
      type: 'nps_surveys',
      attributes: { shop_name: 'Test Garage', services: ['Oil change', 'Brake pads'], vehicle: '2016 Honda Civic', completed_at: '2026-11-30T23:00:00.000Z', answered_at: null },
    },
  },
};
const notFound = (detail: string, status = 404, code = 'not_found') => ({
  status,
  body: { errors: [{ status: String(status), code, title: status === 404 ? 'Not found' : 'Conflict', detail }] },
});

const renderPage = () =>
  renderWithProviders(null, {
    url: `/service-request/nps/${TOKEN}`,
    routes: [
      { path: '/service-request/nps/:token', Component: () => <NpsPage token={TOKEN} /> },
      { path: '/404', Component: () => <h1>Page not found</h1> },
    ],
  });

describe('the satisfaction page (/service-request/nps/{token})', () => {
  it('shows the completed job and sends a 0–10 score chosen by keyboard, with a comment; then thanks', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({ [`GET /api/v3/service_requests/${TOKEN}`]: SURVEY, 'POST /api/v3/users/nps': SURVEY });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Rate your service' })).toBeInTheDocument();
    expect(screen.getByText(/Test Garage completed the work on your 2016 Honda Civic on November 30, 2026/)).toBeInTheDocument();
    expect(screen.getByText('Brake pads')).toBeInTheDocument();

    const group = screen.getByRole('radiogroup', { name: /How likely are you to recommend Test Garage/ });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(11);
    // Keyboard: Tab into the group, arrows move the choice.
    await user.tab();
    expect(screen.getByRole('radio', { name: '0' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('radio', { name: '2' })).toBeChecked());
    await user.click(screen.getByRole('radio', { name: '9' }));
    await user.type(screen.getByLabelText(/Anything you would like to tell us/), 'Quick and friendly.');
    await user.click(screen.getByRole('button', { name: 'Send my rating' }));

    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent?.body).toEqual({ nps_token: TOKEN, score: 9, comment: 'Quick and friendly.' });
  });

  it('asks for a score before sending anything', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({ [`GET /api/v3/service_requests/${TOKEN}`]: SURVEY });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Send my rating' }));
    expect(await screen.findByText('Choose a score from 0 to 10.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('shows the server’s sentence when the survey was answered meanwhile (409)', async () => {
    const user = userEvent.setup();
    fakeApi({
      [`GET /api/v3/service_requests/${TOKEN}`]: SURVEY,
      'POST /api/v3/users/nps': notFound('You have already rated this service. Thank you!', 409, 'request_closed'),
    });
    renderPage();
    await user.click(await screen.findByRole('radio', { name: '10' }));
    await user.click(screen.getByRole('button', { name: 'Send my rating' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already rated this service. Thank you!');
    expect(screen.queryByRole('heading', { name: 'Thank you!' })).not.toBeInTheDocument();
  });

  it('thanks again when the link is opened after answering, with no form', async () => {
    const answered = { status: 200, body: { data: { ...SURVEY.body.data, attributes: { ...SURVEY.body.data.attributes, answered_at: '2026-12-01T15:00:00.000Z' } } } };
    fakeApi({ [`GET /api/v3/service_requests/${TOKEN}`]: answered });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you!' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You rated your service at Test Garage on December 1, 2026.');
    expect(screen.queryByRole('button', { name: 'Send my rating' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
  });

  it('goes to /404 when the link is not valid (unknown or unsettled)', async () => {
    fakeApi({ [`GET /api/v3/service_requests/${TOKEN}`]: notFound('This satisfaction link is not valid.') });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
