import { useParams } from 'react-router';
import { NpsPage } from '~/features/reviews/components/nps-page';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';

/** /service-request/nps/{token}: the public satisfaction link emailed when the job is completed (ADR 034). */
export const handle: RouteHandle = { public: true, title: 'Rate your service' };

export const meta = handleMeta;

export default function NpsRoute() {
  const { token = '' } = useParams();
  return <NpsPage token={token} />;
}
