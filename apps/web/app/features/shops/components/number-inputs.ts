/** NumberInput settings for an amount in dollars and for a rate in percent (the API stores cents and basis points). */
export const MONEY_INPUT = { prefix: '$', min: 0, decimalScale: 2, thousandSeparator: ',', allowNegative: false, inputMode: 'decimal' } as const;
export const PERCENT_INPUT = { suffix: ' %', min: 0, decimalScale: 2, allowNegative: false, inputMode: 'decimal' } as const;
