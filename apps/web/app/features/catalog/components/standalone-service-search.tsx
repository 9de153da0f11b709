import { QueryProvider } from '~/lib/query-provider';
import { ServiceSearch, type ServiceSearchProps } from './service-search';

/**
 * The service search with its own TanStack Query provider, for pages outside the query layout (home); the
 * catalogue rendered with the page (`pageData`, ADR 055) goes into its cache, so it is not fetched again.
 */
export default function StandaloneServiceSearch({ pageData, ...props }: ServiceSearchProps) {
  return (
    <QueryProvider pageData={pageData}>
      <ServiceSearch {...props} />
    </QueryProvider>
  );
}
