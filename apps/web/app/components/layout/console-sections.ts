import { href } from 'react-router';
import type { ConsoleSection } from './console-layout';

/**
 * The operations consoles' sections, in their side nav's order (docs/product/operations.md, ADR 078); the first is
 * the console's home. A new section adds its page to PAGE_PATHS, its route under the console's layout in routes.ts,
 * and a line here.
 */
export const ADMIN_SECTIONS: readonly ConsoleSection[] = [
  { label: 'Overview', to: href('/admin') },
  { label: 'Users', to: href('/admin/users') },
  { label: 'Requests & bookings', to: href('/admin/requests') },
  { label: 'Shops', to: href('/admin/shops') },
  { label: 'Shop applications', to: href('/admin/applications') },
  { label: 'Coverage', to: href('/admin/coverage') },
  { label: 'Metrics', to: href('/admin/metrics') },
  { label: 'Audit log', to: href('/admin/audit-log') },
];

export const STAFF_SECTIONS: readonly ConsoleSection[] = [{ label: 'Find a customer', to: href('/staff') }];
