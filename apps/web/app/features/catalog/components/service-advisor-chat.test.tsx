import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetStoreForTests, useAppStore } from '~/lib/store';
import { fakeApi } from '../../../../test/fake-api';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { ServiceAdvisorChat } from './service-advisor-chat';

const SESSION = '8f7c7a58-0d7a-4a57-9d55-0f3c1f3a9b11';
const service = (name: string) => ({
  id: `svc-${name}`,
  name,
  categoryName: 'Brakes',
  note: null,
  autoquotable: true,
  enabled: true,
  serviceId: `svc-${name}`,
  type: 'service',
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  popular: false,
});
const at = '2026-01-01T00:00:00.000Z';

beforeEach(() => resetStoreForTests());
afterEach(() => vi.unstubAllGlobals());

describe('the service advisor chat', () => {
  it('asks a follow-up, carries the session on, and adds suggested services as chips', async () => {
    // The second answer waits until the test has seen the loading state.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const { calls } = fakeApi({
      'POST /api/assistant/services': async (request) => {
        const { question } = request.body as { question: string };
        if (question === 'my car makes a noise') {
          return {
            body: {
              sessionId: SESSION,
              answer: 'When do you hear it?',
              services: [],
              followUp: { question: 'When do you hear it?', options: ['When braking', 'Over bumps'] },
              messages: [
                { role: 'user', text: question, at },
                { role: 'assistant', text: 'When do you hear it?', at },
              ],
            },
          };
        }
        await answered;
        return {
          body: {
            sessionId: SESSION,
            answer: 'A squeal when braking usually means worn pads.',
            services: [service('Brake Pads Replacement'), service('Brake Inspection')],
            followUp: null,
            messages: [
              { role: 'user', text: 'my car makes a noise', at },
              { role: 'assistant', text: 'When do you hear it?', at },
              { role: 'user', text: question, at },
              { role: 'assistant', text: 'A squeal when braking usually means worn pads.', at },
            ],
          },
        };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ServiceAdvisorChat />);

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Please type a question.')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.type(screen.getByLabelText('Describe the problem'), 'my car makes a noise{Enter}');
    expect(await screen.findByRole('button', { name: 'When braking' })).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ question: 'my car makes a noise' });
    expect(screen.getByLabelText('Describe the problem')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'When braking' }));
    expect(await screen.findByText('The advisor is thinking…')).toBeInTheDocument();
    answer();
    const log = screen.getByRole('log', { name: 'Conversation' });
    await waitFor(() => expect(log).toHaveTextContent('A squeal when braking usually means worn pads.'));
    expect(calls[1]?.body).toEqual({ question: 'When braking', session_id: SESSION });
    expect(screen.queryByRole('button', { name: 'When braking' })).not.toBeInTheDocument();

    const chip = screen.getByRole('checkbox', { name: 'Brake Pads Replacement' });
    expect(chip).not.toBeChecked();
    await user.click(chip);
    expect(chip).toBeChecked();
    expect(useAppStore.getState().onrampCart.services.map((s) => s.name)).toEqual(['Brake Pads Replacement']);
    await user.click(chip);
    expect(useAppStore.getState().onrampCart.services).toEqual([]);
  });

  it('shows the server’s message when the question is refused, keeping what was typed', async () => {
    fakeApi({
      'POST /api/assistant/services': { status: 422, body: { message: 'Please keep your question under 500 characters.', code: 'validation_failed' } },
    });
    const user = userEvent.setup();
    renderWithProviders(<ServiceAdvisorChat />);
    await user.type(screen.getByLabelText('Describe the problem'), 'brakes');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please keep your question under 500 characters.');
    expect(screen.getByLabelText('Describe the problem')).toHaveValue('brakes');
  });

  it('asks once while the advisor thinks (a second Send does nothing), and a failed ask leaves only the alert', async () => {
    // The answer waits until the test has sent again.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const { calls } = fakeApi({
      'POST /api/assistant/services': async () => {
        await answered;
        return { status: 503, body: { message: 'The advisor is not available right now.', code: 'service_unavailable' } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ServiceAdvisorChat />);
    await user.type(screen.getByLabelText('Describe the problem'), 'brakes{Enter}');
    expect(await screen.findByText('The advisor is thinking…')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Describe the problem'), '{Enter}');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    answer();

    expect(await screen.findByRole('alert')).toHaveTextContent('The advisor is not available right now.');
    expect(calls).toHaveLength(1);
    expect(screen.queryByText('The advisor is thinking…')).not.toBeInTheDocument();
    expect(screen.getByRole('log', { name: 'Conversation' })).not.toHaveTextContent('brakes');
    expect(screen.getByLabelText('Describe the problem')).toHaveValue('brakes');
  });
});
