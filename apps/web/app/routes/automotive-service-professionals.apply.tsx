import { Text } from '@mantine/core';
import { href } from 'react-router';
import { InfoPage, PageLink } from '~/features/public-pages/components/info-page';
import { lazyForm } from '~/lib/lazy-form';
import { pageMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';
import { useBrandName } from '~/lib/runtime-config';
import type { Route } from './+types/automotive-service-professionals.apply';

/** /automotive-service-professionals/apply (spec 000 §2; docs/product/public-pages.md): a shop applies to join. */
/** The form's code loads after the page's (ADR 074); its HTML is the server's at once. */
const ShopApplicationForm = lazyForm(() => import('~/features/shops/components/shop-application-form').then((module) => module.ShopApplicationForm));

export const handle: RouteHandle = { public: true, title: 'Apply as a shop' };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Apply as a shop', description: 'Tell us about your auto repair shop; our team contacts you about joining.' });

export default function ShopApplicationPage() {
  const brand = useBrandName();
  return (
    <InfoPage
      title="Apply as a shop"
      lead={
        <>
          Tell us about your shop and who to contact. Our team reads every application and contacts you about joining {brand}.
        </>
      }
    >
      <ShopApplicationForm />
      <Text size="sm" c="dimmed">
        Questions first? Read the <PageLink to={href('/asp-faq')}>shops’ FAQ</PageLink> or{' '}
        <PageLink to={href('/automotive-service-professionals')}>how {brand} works for shops</PageLink>. We use what you send
        as the <PageLink to={href('/privacy-policy')}>privacy policy</PageLink> says.
      </Text>
    </InfoPage>
  );
}
