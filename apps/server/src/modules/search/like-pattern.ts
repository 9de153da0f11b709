/**
 * A LIKE pattern that finds `words` anywhere, taken literally: `%`, `_` and the escape character `\` (PostgreSQL's
 * default for LIKE and ILIKE) are escaped, so a search for "50%" finds "50%" and not "50 miles". The pattern is still
 * sent as a parameter, never written into the SQL.
 */
export function containsPattern(words: string): string {
  return `%${literally(words)}%`;
}

const literally = (words: string) => words.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * Fewer characters than a trigram have none to look up in a trigram index (pg_trgm, ADR 084): the consoles' searches
 * match such words at the start of a text (`startsPattern`) rather than anywhere in it.
 */
export const TRIGRAM_LENGTH = 3;

/** A LIKE pattern that finds `words` at the start of a text, taken literally (as `containsPattern`). */
export function startsPattern(words: string): string {
  return `${literally(words)}%`;
}

/** The consoles' pattern for part of a text (ADR 084): anywhere from three characters on, at its start below that. */
export const partPattern = (words: string) => (words.length >= TRIGRAM_LENGTH ? containsPattern(words) : startsPattern(words));

/**
 * The part of `text` around the first place it holds `words` (any case), at most about `width` characters, with an
 * ellipsis where it was cut: a matching message's body as a result's subtitle.
 */
export function excerpt(text: string, words: string, width = 80): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= width) return flat;
  const at = Math.max(0, flat.toLowerCase().indexOf(words.toLowerCase()));
  const start = Math.max(0, Math.min(at - Math.floor((width - words.length) / 3), flat.length - width));
  const end = Math.min(flat.length, start + width);
  return `${start > 0 ? '…' : ''}${flat.slice(start, end).trim()}${end < flat.length ? '…' : ''}`;
}
