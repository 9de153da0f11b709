import { Anchor, Stack } from '@mantine/core';
import { Link, href, useParams } from 'react-router';
import { ConsoleHeading } from '~/components/layout/console-layout';
import { RecordHistory } from '~/features/audit/components/record-history';
import { AdminShopConsole } from '~/features/shops/components/admin-shop-console';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';

export const handle: RouteHandle = { title: 'Shop · Admin' };
export const meta = handleMeta;

/** /admin/shops/:locationId (docs/product/operations.md): one location, the admin's actions on it, and what was done to it. */
export default function AdminShopPage() {
  const { locationId = '' } = useParams();
  return (
    <Stack gap={0}>
      <Anchor component={Link} to={href('/admin/shops')} size="sm" mb="sm">
        ← All shops
      </Anchor>
      <ConsoleHeading title="Shop location" />
      <AdminShopConsole locationId={locationId} />
      <RecordHistory subjectType="shop_location" subjectId={locationId} mt="xl" />
    </Stack>
  );
}
