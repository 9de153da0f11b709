import { Link } from 'react-router';
// The frame's screen-reader-only class (not Mantine's VisuallyHidden, which would be a chunk of its own).
import frame from '~/components/layout/app-layout.module.css';
import classes from './step-bar.module.css';

export type StepBarStatus = 'complete' | 'current' | 'upcoming';

export interface StepBarItem {
  /** The step's key in its flow. */
  step: string;
  label: string;
  status: StepBarStatus;
  /** Where the step leads back to: a step with a target is a link, one without plain text. */
  to?: string;
  /** Navigation state the link carries. */
  state?: unknown;
}

export interface StepBarProps {
  /** The navigation's accessible name ('Service request progress'). */
  label: string;
  /** The steps in order, each with its status (the flow decides which is current and which are done). */
  items: readonly StepBarItem[];
}

const STATUS_TEXT: Record<StepBarStatus, string> = { complete: ', completed', current: ', current step', upcoming: '' };

/**
 * A flow's step bar (the onramp's, the appointment's): numbered markers, a tick on a completed step, each label
 * followed by its status for screen readers. A step with a target is a link; the others are plain text, the
 * current one marked `aria-current="step"`.
 */
export function StepBar({ label, items }: StepBarProps) {
  return (
    <nav aria-label={label} className={classes.bar}>
      <ol className={classes.list}>
        {items.map((item, index) => {
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
              {item.to ? (
                <Link to={item.to} state={item.state} className={classes.step}>
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
