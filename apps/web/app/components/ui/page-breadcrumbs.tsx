import { Anchor, Group, Text } from '@mantine/core';
import { Fragment } from 'react';
import { Link } from 'react-router';
import type { Crumb } from '~/lib/public-page';

/**
 * The trail of a search-engine page (ADR 070): each crumb a link down to the page itself, which is plain text and
 * marked current. The same crumbs are the page's BreadcrumbList (`publicPageMeta`). An ordered list of the frame's
 * own parts (Group, Anchor, Text), not Mantine's Breadcrumbs: that one splits a helper the frame's menus share into
 * a chunk of its own, which the landing page's budget pays for (ADR 072).
 */
export function PageBreadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <Group component="ol" gap={6} p={0} m={0} style={{ listStyle: 'none', rowGap: 4 }}>
        {crumbs.map((crumb, index) => (
          <Fragment key={crumb.path}>
            {index > 0 && (
              <Text component="li" size="sm" c="dimmed" aria-hidden>
                ›
              </Text>
            )}
            <li>
              {index === crumbs.length - 1 ? (
                <Text span size="sm" c="dimmed" aria-current="page">
                  {crumb.name}
                </Text>
              ) : (
                <Anchor component={Link} to={crumb.path} size="sm">
                  {crumb.name}
                </Anchor>
              )}
            </li>
          </Fragment>
        ))}
      </Group>
    </nav>
  );
}
