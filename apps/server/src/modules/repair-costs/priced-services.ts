import type { CatalogService, CatalogSnapshot } from '../catalog/index.ts';
import { REQUEST_APPOINTMENT_TYPE } from '../service-requests/index.ts';

/**
 * The services with a repair-cost page (ADR 073): repair and maintenance that autoquote prices from labor and parts
 * (a request's instant offers), booked as a service visit. Diagnoses (each shop's own fee), flat fees (car washes,
 * inspection fees: the same everywhere) and work only a shop can price by looking are not.
 */
export interface PricedServices {
  services: CatalogService[];
  bySlug: Map<string, CatalogService>;
}

const kept = new WeakMap<CatalogSnapshot, PricedServices>();

export function pricedServices(snapshot: CatalogSnapshot): PricedServices {
  let priced = kept.get(snapshot);
  if (!priced) {
    const services = snapshot.services.filter(
      (service) => service.type === REQUEST_APPOINTMENT_TYPE && service.pricing.autoquotable && service.pricing.pricingMethod === 'labor_parts',
    );
    priced = { services, bySlug: new Map(services.map((service) => [service.slug, service])) };
    kept.set(snapshot, priced);
  }
  return priced;
}

/** The answers a service's standard job is priced for: each interview question's answer of weight 1. */
export function pricedFor(snapshot: CatalogSnapshot, service: CatalogService): { question: string; answer: string }[] {
  return (snapshot.questionsByService.get(service.id) ?? []).flatMap(({ question, answers }) => {
    const standard = answers.find((answer) => answer.weight === 1);
    return standard ? [{ question, answer: standard.answer }] : [];
  });
}
