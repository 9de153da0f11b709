import { Anchor, Stack } from '@mantine/core';
import { Link, href, useParams } from 'react-router';
import { ConsoleHeading } from '~/components/layout/console-layout';
import { RecordHistory } from '~/features/audit/components/record-history';
import { AdminShopApplication } from '~/features/shops/components/admin-shop-application';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';

export const handle: RouteHandle = { title: 'Shop application · Admin' };
export const meta = handleMeta;

/** /admin/applications/:applicationId (docs/product/operations.md): one application, its handled mark, and what was done to it. */
export default function AdminApplicationPage() {
  const { applicationId = '' } = useParams();
  return (
    <Stack gap={0}>
      <Anchor component={Link} to={href('/admin/applications')} size="sm" mb="sm">
        ← All applications
      </Anchor>
      <ConsoleHeading title="Shop application" />
      <AdminShopApplication id={applicationId} />
      <RecordHistory subjectType="shop_application" subjectId={applicationId} mt="xl" />
    </Stack>
  );
}
