import type { InterviewQuestion } from '@pitstop/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetStoreForTests, useAppStore } from '~/lib/store';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { setServiceAnswers } from '../onramp-cart';
import { onrampCartOf } from '../onramp-steps';
import { ANSWER_REQUIRED, InterviewForm, type InterviewService } from './interview-form';

const axle: InterviewQuestion = {
  id: 'q-axle',
  question: 'Which brakes need work?',
  answers: [
    { answer: 'Front', weight: 1, note: 'Front axle.' },
    { answer: 'Front and rear', weight: 2, note: 'Both axles.' },
    { answer: "I'm not sure", weight: 1, note: null },
  ],
};
const oil: InterviewQuestion = {
  id: 'q-oil',
  question: 'Which oil does your car use?',
  answers: [
    { answer: 'Conventional', weight: 1, note: null },
    { answer: 'Full synthetic', weight: 1.6, note: 'Full synthetic oil.' },
  ],
};
const SERVICES: InterviewService[] = [
  { id: 'svc-brakes', name: 'Brake Pads Replacement', questions: [axle] },
  { id: 'svc-oil', name: 'Oil Change', questions: [oil] },
];

const cart = () => onrampCartOf(useAppStore.getState().onrampCart);

describe('the interview', () => {
  beforeEach(() => resetStoreForTests());

  it("asks each service's questions with every answer's note, and stores the answers in the cart by service", async () => {
    const user = userEvent.setup();
    renderWithProviders(<InterviewForm services={SERVICES} initial={[]} onSubmit={setServiceAnswers} />);

    const brakes = screen.getByRole('region', { name: 'Brake Pads Replacement' });
    expect(within(brakes).getByText('Front axle.')).toBeInTheDocument();
    expect(within(brakes).getByText('Both axles.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('2 questions still need an answer.')).toBeInTheDocument();
    expect(screen.getAllByText(ANSWER_REQUIRED)).toHaveLength(2);
    expect(cart().answers).toEqual([]);

    await user.click(within(brakes).getByRole('radio', { name: 'Front and rear' }));
    await user.click(screen.getByRole('radio', { name: 'Full synthetic' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(cart().answers).toEqual([
      { serviceId: 'svc-brakes', answers: [{ questionId: 'q-axle', answer: 'Front and rear' }] },
      { serviceId: 'svc-oil', answers: [{ questionId: 'q-oil', answer: 'Full synthetic' }] },
    ]);
  });

  it('shows the answers given before chosen, and replaces only the services answered again', async () => {
    const user = userEvent.setup();
    setServiceAnswers([
      { serviceId: 'svc-brakes', answers: [{ questionId: 'q-axle', answer: "I'm not sure" }] },
      { serviceId: 'svc-other', answers: [] },
    ]);
    renderWithProviders(<InterviewForm services={SERVICES.slice(0, 1)} initial={cart().answers} onSubmit={setServiceAnswers} />);
    expect(screen.getByRole('radio', { name: "I'm not sure" })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Front' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(cart().answers).toEqual([
      { serviceId: 'svc-other', answers: [] },
      { serviceId: 'svc-brakes', answers: [{ questionId: 'q-axle', answer: 'Front' }] },
    ]);
  });
});
