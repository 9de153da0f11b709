import { href } from 'react-router';
import { ConsoleHeading } from '~/components/layout/console-layout';
import { AdminShopApplications } from '~/features/shops/components/admin-shop-applications';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';

export const handle: RouteHandle = { title: 'Shop applications · Admin' };
export const meta = handleMeta;

/** /admin/applications (docs/product/operations.md): the shops that applied to join, marked handled once contacted. */
export default function AdminApplicationsPage() {
  return (
    <>
      <ConsoleHeading title="Shop applications" lead="Shops that applied to join on the application page, newest first. Contact each one, then mark it handled." />
      <AdminShopApplications applicationHref={(applicationId) => href('/admin/applications/:applicationId', { applicationId })} />
    </>
  );
}
