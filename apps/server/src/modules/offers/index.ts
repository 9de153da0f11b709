// What other modules may use from offers, a library (ADR 050): autoquote, hand bids, the fair-price band (ADR 025)
// and the amount a booking holds, all pure. The request and offer use-cases live in service-requests and shops.
export { bandOfTotals, bandPosition, type BandPosition, fairPriceBand, type FairPriceBand } from './fair-price.ts';
export {
  type JobPrice,
  type JobService,
  type LineItem,
  type NoInstantPrice,
  priceJob,
  type PriceJobInput,
  type Quote,
  type ShopRates,
} from './price-job.ts';
export { type BidLine, type BidLineInput, type BidPrice, type LineFigures, type LineRates, lineFigures, priceBid } from './price-bid.ts';
export { offerLineRow } from './offer-line-row.ts';
export { validUntilFrom } from './valid-until.ts';
export { amountDue } from './amount-due.ts';
