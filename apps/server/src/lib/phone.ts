/** A phone number as written (config, a partner's config) → what a `tel:` link dials and what people read. */
export function contactPhoneOf(written: string | null | undefined): { number: string; formatted: string } | null {
  const formatted = written?.trim();
  return formatted ? { number: formatted.replace(/(?!^\+)[^\d]/g, ''), formatted } : null;
}
