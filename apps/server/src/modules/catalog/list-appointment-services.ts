import { AppointmentServiceListDocument, type AppointmentServicesQuery } from '@pitstop/contracts';
import type { CachedDocument } from '../../lib/cached-document.ts';
import { jsonApiList } from '../../plugins/jsonapi.ts';
import type { CatalogDeps } from './catalog-deps.ts';
import { snapshotDocument, withSnapshot } from './catalog-store.ts';

/** GET /v3/appointment_services: what a standalone appointment can be booked for, per type (`type`). */
export function listAppointmentServices(
  { store }: CatalogDeps,
  query: AppointmentServicesQuery,
): CachedDocument | Promise<CachedDocument> {
  const appointmentType = query.type ?? query.appointmentType;
  return withSnapshot(store, (snapshot) =>
    snapshotDocument(snapshot, `appointment:${appointmentType ?? 'all'}`, AppointmentServiceListDocument, () => {
      const list = appointmentType
        ? snapshot.appointmentServices.filter((service) => service.type === appointmentType)
        : snapshot.appointmentServices;
      return jsonApiList('appointment_services', list);
    }),
  );
}
