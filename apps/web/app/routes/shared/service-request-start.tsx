import type { Service } from '@pitstop/contracts';
import { useState } from 'react';
import { href, useNavigate } from 'react-router';
import { LazyServiceSearch } from '~/features/catalog/components/lazy-service-search';
import { ZipEntry } from '~/features/locations/components/zip-entry';
import type { PageData } from '~/lib/page-data';
import { withQuery } from '~/lib/paths';
import { useAppStore } from '~/lib/store';

export interface ServiceRequestStartProps {
  /** The form's accessible name. */
  formLabel?: string;
  /** The catalogue rendered with the page (its loader data), for the search's query cache. */
  pageData?: PageData;
}

/**
 * The start of a service request (home, dashboard): what the car needs (the fuzzy service search, optional)
 * and where (the zip entry, checked against the market). A served zip continues to the service step with
 * the zip (docs/product/requests-and-offers.md, docs/product/locations.md); an out-of-market zip opens
 * the no-coverage modal. Composed here because routes compose features (catalog + locations).
 */
export function ServiceRequestStart({ formLabel = 'Get free estimates', pageData }: ServiceRequestStartProps) {
  const navigate = useNavigate();
  const [picked, setPicked] = useState<Service | null>(null);

  const start = (zipcode: string) => {
    const { setCartZip, addCartService } = useAppStore.getState();
    setCartZip(zipcode);
    if (picked) addCartService(picked);
    void navigate(withQuery(href('/service-request/services/service'), { zipcode }));
  };

  return (
    <ZipEntry formLabel={formLabel} submitLabel="Compare offers" onContinue={start}>
      <LazyServiceSearch
        label="What does your car need?"
        afterPick="name"
        pageData={pageData}
        onPick={setPicked}
        onQueryChange={(query) => {
          if (picked && query !== picked.name) setPicked(null);
        }}
      />
    </ZipEntry>
  );
}
