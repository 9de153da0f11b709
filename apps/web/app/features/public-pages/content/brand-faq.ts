import { formatCents } from '@pitstop/contracts/common/money';
import { HOLD_DAYS_BEFORE, HOLD_NOW_MAX_DAYS, INVITE_REWARD_CENTS, MAX_REWARDS_CAP_CENTS, MAX_SERVICES_PER_REQUEST, OFFER_VALID_DAYS, REWARDS_EARNED_BPS, REWARDS_EARNED_CAP_CENTS } from '@pitstop/contracts/product-figures';
import type { FaqEntry } from '../components/faq-list';

const percent = (bps: number) => `${bps / 100}%`;

/**
 * The general FAQ (`/{brand}-faq`): authored here, not rows of a table — every answer states what the product does,
 * from the figures it does it with (the contracts' constants), so a change of rule changes the answer in the same
 * commit (ADR 069; docs/product/requests-and-offers.md, booking-and-payments.md, rewards.md).
 */
export const brandFaq = (brand: string): FaqEntry[] => [
  {
    question: `What is ${brand}?`,
    answer: `${brand} gets you prices for your car's repair, maintenance or car wash from shops near you. You say what the car needs, where and which car; nearby shops answer with their prices; you compare them, book a time at the shop you choose and pay by card.`,
  },
  {
    question: 'Does it cost anything to ask for prices?',
    answer: `No. Asking, comparing and booking are free. You pay the shop's price for the work, by card, through ${brand}.`,
  },
  {
    question: 'Where do the prices come from?',
    answer: `The nearest shops that take the work price it at once from their own labor rate, parts markup, fees and tax for your car, and other shops in reach may send their own price by hand. Each shop makes one offer. Every offer says whether it is below, within or above what the job costs across the shops of your area.`,
  },
  {
    question: 'How long is a price good for?',
    answer: `${OFFER_VALID_DAYS} days from when the shop made it. After that it can no longer be booked; choose another offer or ask again.`,
  },
  {
    question: 'How many services can I ask for at once?',
    answer: `Up to ${MAX_SERVICES_PER_REQUEST} in one request, each once. If you are not sure what the car needs, describe the problem and ask for a diagnosis.`,
  },
  {
    question: 'When is my card charged?',
    answer: `When you book, the total is held on your card: at once if the appointment is within ${HOLD_NOW_MAX_DAYS} days, otherwise ${HOLD_DAYS_BEFORE} days before it. The shop charges it when the job is done, never more than the booked total plus any extra work you approved; what is not charged is released.`,
  },
  {
    question: 'What if the shop finds more work once the car is there?',
    answer: 'The shop sends it to you line by line with its price. You approve or decline each line; nothing you declined is charged.',
  },
  {
    question: 'Can I change or cancel a booking?',
    answer: 'Yes, until the appointment starts: choose another time, cancel, or go back to the offers. The hold on your card is released.',
  },
  {
    question: 'What are rewards?',
    answer: `Credit you use on your next bookings. A completed job earns ${percent(REWARDS_EARNED_BPS)} of what your card paid, up to ${formatCents(REWARDS_EARNED_CAP_CENTS)} a job; an invite accepted earns ${formatCents(INVITE_REWARD_CENTS)} for both of you. On a booking you may use up to 10% of its price in rewards, at most ${formatCents(MAX_REWARDS_CAP_CENTS)}.`,
  },
  {
    question: 'Who writes the reviews?',
    answer: 'Only a customer whose job the shop completed can review it, once for that job. The shop may reply.',
  },
  {
    question: 'What if there are no shops near me yet?',
    answer: `Leave your email and we tell you once when a shop near your zip joins ${brand}. You can also suggest a shop you trust, and we invite it.`,
  },
];
