import { href, useNavigate } from 'react-router';
import { ZipEntry } from '~/features/locations/components/zip-entry';
import { withQuery } from '~/lib/paths';
import { useAppStore } from '~/lib/store';

/**
 * The request box of an auto-repair city page (docs/product/auto-repair-pages.md): the landing's zip entry prefilled
 * with the city's zip, which starts a service request as the landing's does — the zip into the onramp's cart, on
 * to the service step with it; another zip out of market gets the zero-coverage notice. Composed here, light (the
 * city page's budget): no service search, which the service step offers next.
 */
export function CityRequestStart({ zipcode, cityName }: { zipcode: string; cityName: string }) {
  const navigate = useNavigate();
  const start = (served: string) => {
    useAppStore.getState().setCartZip(served);
    void navigate(withQuery(href('/service-request/services/service'), { zipcode: served }));
  };
  return <ZipEntry formLabel={`Get free estimates in ${cityName}`} submitLabel="Compare offers" initialZip={zipcode} onContinue={start} />;
}
