/**
 * The membership queries' common key: every membership read is under it, so a join, a renewal, a cancel or a new
 * card reloads what the app knows of the member at once (spec 001 §4 "After success").
 */
export const membershipKey = ['membership'] as const;
