// The rounding rule of ADR 025 lives in the contracts, so the shop portal's bid form totals a bid as the server does.
export { divideRoundHalfUp, toUnits } from '@pitstop/contracts/common/round-half-up';
