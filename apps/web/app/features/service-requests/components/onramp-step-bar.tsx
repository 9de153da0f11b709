import { Link, href } from 'react-router';
// The frame's screen-reader-only class (not Mantine's VisuallyHidden, which would be a chunk of its own).
import frame from '~/components/layout/app-layout.module.css';
import { useCurrentUser } from '~/lib/store';
import { useOnrampCart } from '../hooks/use-onramp';
import { offersPagePath, sessionOf } from '../onramp-steps';
import { type BarItem, type BarStep, barStepOf, completedBarSteps, isFinishedStep, stepBarItems } from '../step-bar';
import classes from '~/components/ui/step-bar.module.css';

/** Navigation state the services page reads: arriving from offer selection resets the chosen services (spec 000 §4). */
export const FROM_OFFER_SELECTION = 'offer-selection';

export interface OnrampStepBarProps {
  /** The route's `handle.step`. */
  routeStep: string | undefined;
  /** The request, once it exists (the compare page and after). */
  requestId?: string;
}

const STATUS_TEXT: Record<BarItem['status'], string> = { complete: ', completed', current: ', current step', upcoming: '' };

/**
 * The service onramp's step bar (spec 001 §2): Services, Vehicle, Estimates, Book, Confirm. A completed step is a
 * link (the rule: step-bar.ts); the others are plain text, the current one marked `aria-current="step"`.
 */
export function OnrampStepBar({ routeStep, requestId }: OnrampStepBarProps) {
  const cart = useOnrampCart();
  const session = sessionOf(useCurrentUser());
  const current = barStepOf(routeStep);
  if (!current) return null;
  const requestMade = requestId !== undefined;
  const items = stepBarItems(current, completedBarSteps({ current, requestMade }, cart, session), isFinishedStep(routeStep));
  const targets: Partial<Record<BarStep, string>> = {
    services: href('/service-request/services/service'),
    vehicle: href('/service-request/vehicle'),
    ...(requestId ? { estimates: offersPagePath(requestId) } : {}),
  };
  // From the compare page, going back to Services starts the choice of services over.
  const fromOffers = requestMade && current === 'estimates' ? { from: FROM_OFFER_SELECTION } : undefined;

  return (
    <nav aria-label="Service request progress" className={classes.bar}>
      <ol className={classes.list}>
        {items.map((item, index) => {
          const target = targets[item.step];
          const content = (
            <>
              <span className={classes.marker} aria-hidden="true">
                {item.status === 'complete' ? '✓' : index + 1}
              </span>
              <span className={classes.label}>
                {item.label}
                <span className={frame.visuallyHidden}>{STATUS_TEXT[item.status]}</span>
              </span>
            </>
          );
          return (
            <li key={item.step} className={classes.item} data-status={item.status}>
              {item.clickable && target ? (
                <Link to={target} state={item.step === 'services' ? fromOffers : undefined} className={classes.step}>
                  {content}
                </Link>
              ) : (
                <span className={classes.step} aria-current={item.status === 'current' ? 'step' : undefined}>
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
