const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an id from a path can name a row at all: a malformed one is simply not found, never a database error. */
export const isUuid = (id: string): boolean => UUID.test(id);
