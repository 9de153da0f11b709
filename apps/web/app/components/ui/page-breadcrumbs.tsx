import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Crumb } from '~/lib/public-page';

/**
 * The trail of a search-engine page (ADR 070): each crumb a link down to the page itself, which is plain text and
 * marked current. The same crumbs are the page's BreadcrumbList (`publicPageMeta`).
 */
export function PageBreadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <Breadcrumbs separator="›" separatorMargin={6} styles={{ root: { flexWrap: 'wrap', rowGap: 4 } }}>
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <Text key={crumb.path} size="sm" c="dimmed" aria-current="page">
              {crumb.name}
            </Text>
          ) : (
            <Anchor key={crumb.path} component={Link} to={crumb.path} size="sm">
              {crumb.name}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
