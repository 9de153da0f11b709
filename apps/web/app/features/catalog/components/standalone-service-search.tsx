import { QueryProvider } from '~/lib/query-provider';
import { ServiceSearch, type ServiceSearchProps } from './service-search';

/** The service search with its own TanStack Query provider, for pages outside the query layout (home). */
export default function StandaloneServiceSearch(props: ServiceSearchProps) {
  return (
    <QueryProvider>
      <ServiceSearch {...props} />
    </QueryProvider>
  );
}
