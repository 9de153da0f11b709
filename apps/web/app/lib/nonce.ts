/** The server puts this render's CSP nonce on the request under this header (apps/server plugins/security). */
export const NONCE_HEADER = 'x-pitstop-csp-nonce';
