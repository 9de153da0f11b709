import { STORAGE_KEYS, readItem, removeItem, writeItem } from './storage';

/** The access token (docs/architecture.md): kept in localStorage, sent by the API client as a bearer token. */
export const getAuthToken = (): string | null => readItem(STORAGE_KEYS.authToken);

export function setAuthToken(token: string | null): void {
  if (token) writeItem(STORAGE_KEYS.authToken, token);
  else removeItem(STORAGE_KEYS.authToken);
}
