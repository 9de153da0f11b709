/**
 * PostgreSQL's unique_violation (23505), seen through drizzle's wrapper (the driver error is its `cause`).
 * `constraint` narrows it to one index or constraint by name.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 4; depth++) {
    const { code, constraint: name } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || name === constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * A row others still point at: foreign_key_violation (23503), or restrict_violation (23001), which PostgreSQL 18
 * (PGlite) raises for `on delete restrict` where 15 raises 23503.
 */
export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 4; depth++) {
    const { code, constraint: name } = current as { code?: unknown; constraint?: unknown };
    if (code === '23503' || code === '23001') return constraint === undefined || name === constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
