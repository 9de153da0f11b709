const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an id can name a row at all: a malformed one is simply not found, never a database error. */
export const isUuid = (id: string) => UUID.test(id);
