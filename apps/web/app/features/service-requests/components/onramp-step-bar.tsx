import { href } from 'react-router';
import { StepBar } from '~/components/ui/step-bar';
import { useCurrentUser } from '~/lib/store';
import { useOnrampCart } from '../hooks/use-onramp';
import { offersPagePath, sessionOf } from '../onramp-steps';
import { type BarStep, barStepOf, completedBarSteps, isFinishedStep, stepBarItems } from '../step-bar';

/** Navigation state the services page reads: arriving from offer selection resets the chosen services (docs/product/requests-and-offers.md). */
export const FROM_OFFER_SELECTION = 'offer-selection';

export interface OnrampStepBarProps {
  /** The route's `handle.step`. */
  routeStep: string | undefined;
  /** The request, once it exists (the compare page and after). */
  requestId?: string;
}

/**
 * The service onramp's step bar (docs/product/requests-and-offers.md): Services, Vehicle, Estimates, Book, Confirm. A completed step is a
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

  const steps = items.map(({ step, label, status, clickable }) => ({
    step,
    label,
    status,
    to: clickable ? targets[step] : undefined,
    state: step === 'services' ? fromOffers : undefined,
  }));
  return <StepBar label="Service request progress" items={steps} />;
}
