import { Text } from '@mantine/core';
import { href } from 'react-router';
import { FaqList } from '~/features/public-pages/components/faq-list';
import { InfoPage, PageLink } from '~/features/public-pages/components/info-page';
import { shopsFaq } from '~/features/public-pages/content/shops-faq';
import { pageMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';
import { useBrandName } from '~/lib/runtime-config';
import type { Route } from './+types/asp-faq';

/** /asp-faq (spec 000 §2; docs/product/public-pages.md): the questions shops ask. */
export const handle: RouteHandle = { public: true, title: 'Questions from shops' };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Questions from shops', description: 'How instant prices, offers by hand, bookings, payment and the members’ discount work for a shop.' });

export default function ShopsFaqPage() {
  const brand = useBrandName();
  return (
    <InfoPage title="Questions from shops" lead={`How ${brand} works for an auto repair shop, from the first request to being paid.`}>
      <FaqList entries={shopsFaq(brand)} label="Questions and answers" />
      <Text>
        Ready? <PageLink to={href('/automotive-service-professionals/apply')}>Apply to join</PageLink>. Anything else: ask us
        through the <PageLink to={href('/contact')}>Help page</PageLink>.
      </Text>
    </InfoPage>
  );
}
