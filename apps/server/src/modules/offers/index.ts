// What other modules may use from offers (ARCHITECTURE §2). Autoquote and the fair-price band are pure (ADR 025);
// the request and offer use-cases, routes and the module arrive with the rest of issue 15.
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
