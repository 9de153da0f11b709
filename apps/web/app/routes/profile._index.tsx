import { href, redirect } from 'react-router';

/** /profile shows its first subpage. */
export function loader() {
  return redirect(href('/profile/account'));
}

export function clientLoader() {
  return redirect(href('/profile/account'));
}
