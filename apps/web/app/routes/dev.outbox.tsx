import { OutboxPage } from '~/features/outbox/components/outbox-page';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';

/** /dev/outbox: open to everyone here; the server answers 404 to whoever may not read the messages. */
export const handle: RouteHandle = { public: true, title: 'Outbox' };

export const meta = handleMeta;

export default OutboxPage;
