import { DEFAULT_MEMBER_DISCOUNT_PERCENT, MAX_MEMBER_DISCOUNT_PERCENT } from '@pitstop/contracts/common/money';
import { OFFER_VALID_DAYS } from '@pitstop/contracts/product-figures';
import type { FaqEntry } from '../components/faq-list';

/**
 * The shops' FAQ (`/asp-faq`): authored here for the same reason as the general one (ADR 069): each answer is what
 * the shop portal does (docs/product/shops.md, money-and-shop-bookings.md, membership.md "Members' discount").
 */
export const shopsFaq = (brand: string): FaqEntry[] => [
  {
    question: `How does ${brand} bring my shop customers?`,
    answer: `Drivers near you ask for repair, maintenance or a car wash and compare the prices of the shops in reach. Your shop answers with its price — at once from your own rates, or by hand — and a driver who chooses you books a time in your opening hours, with the price held on their card.`,
  },
  {
    question: 'How are my instant prices worked out?',
    answer: 'From the settings you keep in the shop portal: your labor rate, parts markup, diagnostic fee, tax rate on parts, warranty, opening hours and number of bays. New settings price the next requests at once; prices already sent keep theirs.',
  },
  {
    question: 'Can I send my own price?',
    answer: `Yes. Each request in your reach opens with a draft priced at your rates; change it and send it. You keep one offer per request, which you may change or withdraw until it is booked. Every price holds for ${OFFER_VALID_DAYS} days.`,
  },
  {
    question: 'What do I see of a driver before a booking?',
    answer: 'The services asked for, the answers to the questions about the problem, the notes, the car, the zip and the distance — not the driver’s name, email or phone. Those reach you with a booking.',
  },
  {
    question: 'How am I paid for a job?',
    answer: 'The booked total is held on the driver’s card before the appointment. When you mark the job completed you enter the final amount, up to the total the driver approved (the booking plus any extra work they approved), and that is charged.',
  },
  {
    question: 'What if I find more work once the car is in?',
    answer: 'Send it from the booking as extra lines, each with its price and, if you like, a photo. The driver approves or declines each line; an approved line is held on their card too.',
  },
  {
    question: 'What is the members’ discount?',
    answer: `Plus members get a discount on the work they book: a whole percent from 0 to ${MAX_MEMBER_DISCOUNT_PERCENT} that your shop chooses in its settings (${DEFAULT_MEMBER_DISCOUNT_PERCENT}% until you change it). It comes off the whole bill, and every offer shows the member price.`,
  },
  {
    question: 'What if a driver does not come?',
    answer: 'Once the appointment time has begun you may mark it a no-show. The hold on the card is released.',
  },
  {
    question: 'How do I join?',
    answer: `Apply on our application page with your shop's details. Our team contacts you, sets your location up with you and links your staff's ${brand} accounts to it; they then work in the shop portal.`,
  },
];
