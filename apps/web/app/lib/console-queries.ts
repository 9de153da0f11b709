/**
 * Every query of the operations consoles (/admin, /staff; ADR 078) has a key that starts with this, and every console
 * action invalidates it on success: each action writes an audit entry (and may change what another section lists), so
 * the histories and lists on screen are read again rather than left showing the record as it was.
 */
export const CONSOLE_QUERY_KEY = ['admin'] as const;
