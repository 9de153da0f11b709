import { Tabs } from '@mantine/core';
import { href, useSearchParams } from 'react-router';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';
import { RequestListSection, YourListsPage } from './shared/your-lists';

/**
 * /service-requests, "Your requests" (docs/product/signed-in-home.md, the path is ours, ADR 037): the person's open, booked and past
 * requests, 5 a page (docs/product/requests-and-offers.md), from the user menu and the mobile menu. The tab is in the address (?scope=).
 */
export const handle: RouteHandle = { title: 'Your requests' };

export const meta = handleMeta;

const TABS = [
  { scope: 'open', label: 'Open', empty: 'No open requests. Tell us what your car needs: shops near you send upfront estimates.' },
  { scope: 'booked', label: 'Booked', empty: 'No booked appointments. Choose an estimate to book a time at that shop.' },
  { scope: 'past', label: 'Past', empty: 'No past requests yet.' },
] as const;

export default function ServiceRequests() {
  const [search, setSearch] = useSearchParams();
  const scope = TABS.find((tab) => tab.scope === search.get('scope'))?.scope ?? 'open';
  return (
    <YourListsPage title="Your requests" action={{ label: 'Request service', to: href('/service-request/services/service') }}>
      <Tabs value={scope} onChange={(value) => setSearch(value === 'open' ? {} : { scope: value ?? 'open' }, { replace: true })} keepMounted={false}>
        <Tabs.List>
          {TABS.map((tab) => (
            <Tabs.Tab key={tab.scope} value={tab.scope}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((tab) => (
          <Tabs.Panel key={tab.scope} value={tab.scope} pt="md">
            <RequestListSection scope={tab.scope} title={`${tab.label} requests`} empty={tab.empty} paginate />
          </Tabs.Panel>
        ))}
      </Tabs>
    </YourListsPage>
  );
}
