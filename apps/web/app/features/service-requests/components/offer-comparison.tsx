import { Card, Stack, Table } from '@mantine/core';
import { Fragment } from 'react';
import type { OfferView, ServiceRequestView } from '../api/get-service-request';
import { type OfferFact, OfferHeading, type OfferMarks, SelectOffer, offerFacts } from './offer-facts';
import frame from '~/components/layout/app-layout.module.css';
import classes from './offers.module.css';

export interface OfferComparisonProps {
  request: ServiceRequestView;
  /** The offers in the chosen order. */
  offers: readonly OfferView[];
  marksOf: (offer: OfferView) => OfferMarks;
  /** Offers can be chosen (the request is open). */
  selectable: boolean;
  /** Side by side (a table, offers as columns) on a wide screen; stacked cards below the mobile cut-off. */
  layout: 'table' | 'cards';
}

const headingId = (offer: OfferView) => `offer-${offer.id}`;
/**
 * Column widths the table never goes below: six offers fit the page's width at 1280 px (docs/product/comparing-and-choosing.md: they were cut
 * off); more scroll sideways inside the table's own region.
 */
const ROW_HEADER_PX = 128;
const OFFER_COLUMN_PX = 156;
const highlighted = (marks: OfferMarks) => marks.selected || marks.isNew;

/** The offers compared (docs/product/comparing-and-choosing.md): the same facts (offerFacts) as table rows or as each card's terms. */
export function OfferComparison({ request, offers, marksOf, selectable, layout }: OfferComparisonProps) {
  const facts = offerFacts(request);
  return layout === 'table' ? (
    <OfferTable request={request} offers={offers} marksOf={marksOf} selectable={selectable} facts={facts} />
  ) : (
    <Stack gap="md">
      {offers.map((offer) => (
        <OfferCard key={offer.id} request={request} offer={offer} marks={marksOf(offer)} selectable={selectable} facts={facts} />
      ))}
    </Stack>
  );
}

interface LayoutProps extends Omit<OfferComparisonProps, 'layout'> {
  facts: OfferFact[];
}

function OfferTable({ request, offers, marksOf, selectable, facts }: LayoutProps) {
  const cellClass = (offer: OfferView) => (highlighted(marksOf(offer)) ? classes.highlight : undefined);
  return (
    <div className={classes.compareTable} role="region" aria-label="Estimates side by side" tabIndex={0}>
      <Table withColumnBorders verticalSpacing="sm" horizontalSpacing={8} layout="fixed" miw={ROW_HEADER_PX + offers.length * OFFER_COLUMN_PX}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={ROW_HEADER_PX}>
              <span className={frame.visuallyHidden}>Estimate</span>
            </Table.Th>
            {offers.map((offer) => {
              const marks = marksOf(offer);
              return (
                <Table.Th key={offer.id} scope="col" className={cellClass(offer)} aria-current={marks.selected || undefined}>
                  <OfferHeading offer={offer} marks={marks} headingId={headingId(offer)} />
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {facts.map((fact) => (
            <Table.Tr key={fact.key}>
              <Table.Th scope="row">{fact.label}</Table.Th>
              {offers.map((offer) => (
                <Table.Td key={offer.id} className={cellClass(offer)}>
                  {fact.value(offer)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
          {selectable && (
            <Table.Tr>
              <Table.Th scope="row">Choose</Table.Th>
              {offers.map((offer) => (
                <Table.Td key={offer.id} className={cellClass(offer)}>
                  <SelectOffer requestId={request.id} offer={offer} />
                </Table.Td>
              ))}
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </div>
  );
}

function OfferCard({ request, offer, marks, selectable, facts }: Omit<LayoutProps, 'offers' | 'marksOf'> & { offer: OfferView; marks: OfferMarks }) {
  return (
    <Card
      component="article"
      withBorder
      radius="md"
      padding="md"
      aria-labelledby={headingId(offer)}
      aria-current={marks.selected || undefined}
      className={classes.card}
      data-highlight={highlighted(marks) || undefined}
    >
      <Stack gap="md">
        <OfferHeading offer={offer} marks={marks} headingId={headingId(offer)} />
        <dl className={classes.facts}>
          {facts.map((fact) => (
            <Fragment key={fact.key}>
              <dt>{fact.label}</dt>
              <dd>{fact.value(offer)}</dd>
            </Fragment>
          ))}
        </dl>
        {selectable && <SelectOffer requestId={request.id} offer={offer} />}
      </Stack>
    </Card>
  );
}
