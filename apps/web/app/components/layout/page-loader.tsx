import classes from './app-layout.module.css';

/**
 * The neutral shell shown in place of a page until the guards know who is there: the server renders it for
 * every non-public route (it never knows the user), so no private content is ever in the HTML.
 */
export function PageLoader() {
  return (
    <div className={classes.pageLoader} role="status" data-page-loader="">
      <span className={classes.spinner} aria-hidden="true" />
      <span className={classes.visuallyHidden}>Loading…</span>
    </div>
  );
}
