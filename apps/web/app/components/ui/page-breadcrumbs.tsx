import { Fragment } from 'react';
import type { Crumb } from '~/lib/public-page';
import classes from './page-breadcrumbs.module.css';
import { PlainText, TextLink } from './plain-text';

/**
 * The trail of a search-engine page (ADR 070): each crumb a link down to the page itself, which is plain text and
 * marked current. The same crumbs are the page's BreadcrumbList (`publicPageMeta`). A plain list, not Mantine's
 * Breadcrumbs: that one split a helper out of the frame's chunks and grew the landing page's bytes (ADR 071); plain
 * elements in Mantine's Text look (ADR 076).
 */
export function PageBreadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className={classes.trail}>
      <PlainText as="ol" size="sm">
        {crumbs.map((crumb, index) => (
          <Fragment key={crumb.path}>
            {index > 0 && (
              <li aria-hidden="true">
                ›
              </li>
            )}
            <li>
              {index === crumbs.length - 1 ? (
                <PlainText as="span" size="sm" dimmed aria-current="page">
                  {crumb.name}
                </PlainText>
              ) : (
                <TextLink to={crumb.path} size="sm">
                  {crumb.name}
                </TextLink>
              )}
            </li>
          </Fragment>
        ))}
      </PlainText>
    </nav>
  );
}
