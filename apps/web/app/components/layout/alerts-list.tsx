import { Suspense, lazy } from 'react';
import { useAlerts } from '~/lib/alerts';
import classes from './app-layout.module.css';

// Alerts appear after something happened, never in the server's HTML: their code loads with the first one.
const AlertStack = lazy(() => import('./alert-stack'));

/** The alerts, at the top of the main slot, kept in view while scrolling. */
export function AlertsList() {
  const hasAlerts = useAlerts((state) => state.alerts.length > 0);
  if (!hasAlerts) return null;
  return (
    <div className={classes.alerts}>
      <Suspense fallback={null}>
        <AlertStack />
      </Suspense>
    </div>
  );
}
