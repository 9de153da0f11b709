import { redirect } from 'react-router';

/** /profile shows its first subpage. */
export function loader() {
  return redirect('/profile/account');
}

export function clientLoader() {
  return redirect('/profile/account');
}
