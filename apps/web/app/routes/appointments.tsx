import { href } from 'react-router';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';
import { RequestListSection, StandaloneListSection, YourListsPage } from './shared/your-lists';

/**
 * /appointments, "Your appointments" (docs/product/signed-in-home.md, the path is ours, ADR 037): the bookings of the person's
 * requests with what can be done about them, then the appointments they booked directly, to come and all of them.
 */
export const handle: RouteHandle = { title: 'Your appointments' };

export const meta = handleMeta;

export default function Appointments() {
  return (
    <YourListsPage title="Your appointments" action={{ label: 'Book an appointment', to: href('/book-appointment') }}>
      <RequestListSection scope="booked" title="Booked repairs" empty="No booked repairs. Choose an estimate to book a time at that shop." paginate />
      <StandaloneListSection which="upcoming" title="Coming up at a shop" empty="No appointments booked directly are coming up." paginate />
      <StandaloneListSection which="all" title="All appointments booked directly" empty="You have not booked an appointment directly yet." paginate />
      <RequestListSection scope="past" title="Past jobs" empty="No past jobs yet." paginate />
    </YourListsPage>
  );
}
