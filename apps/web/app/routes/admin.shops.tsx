import { href } from 'react-router';
import { ConsoleHeading } from '~/components/layout/console-layout';
import { AdminShopSearch } from '~/features/shops/components/admin-shop-search';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';

export const handle: RouteHandle = { title: 'Shops · Admin' };
export const meta = handleMeta;

/** /admin/shops (docs/product/operations.md): find a shop location. */
export default function AdminShopsPage() {
  return (
    <>
      <ConsoleHeading title="Shops" lead="Find a location to take it on or off the marketplace, change its rates and hours, or manage its staff." />
      <AdminShopSearch shopHref={(locationId) => href('/admin/shops/:locationId', { locationId })} />
    </>
  );
}
