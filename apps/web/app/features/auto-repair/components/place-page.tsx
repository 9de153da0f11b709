import type { ReactNode } from 'react';
import { PageBreadcrumbs } from '~/components/ui/page-breadcrumbs';
import { PlainText } from '~/components/ui/plain-text';
import type { Crumb } from '~/lib/public-page';
import classes from './auto-repair.module.css';
import { Heading, LEAD } from './heading';

/** Mantine's `maw={420}`. */
const ZIP_SEARCH = { maxWidth: 'calc(26.25rem * var(--mantine-scale))' } as const;

/**
 * The frame of the auto-repair index and state pages: the trail, the one h1, a lead, the zip search (composed by the
 * route) and the page's list of places. Plain elements in Mantine's look, as the city page's (ADR 076).
 */
export function PlacePage({
  crumbs,
  title,
  lead,
  zipSearch,
  listTitle,
  children,
}: {
  crumbs: readonly Crumb[];
  title: string;
  lead: string;
  zipSearch: ReactNode;
  listTitle: string;
  children: ReactNode;
}) {
  return (
    <div className={classes.page}>
      <div className={classes.stack} data-gap="xl">
        <div className={classes.stack} data-gap="sm">
          <PageBreadcrumbs crumbs={crumbs} />
          <Heading order={1} size="title">
            {title}
          </Heading>
          <PlainText dimmed style={LEAD}>
            {lead}
          </PlainText>
        </div>
        <section className={classes.stack} style={ZIP_SEARCH} aria-labelledby="zip-search-title">
          <Heading order={2} size="lg" id="zip-search-title">
            Find shops near you
          </Heading>
          {zipSearch}
        </section>
        <section className={classes.stack} data-gap="md" aria-labelledby="places-title">
          <Heading order={2} size="xl" id="places-title">
            {listTitle}
          </Heading>
          {children}
        </section>
      </div>
    </div>
  );
}
