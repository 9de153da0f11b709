/** Catalogue rows as the server sends them (JSON:API, snake_case attributes), for component tests. */
export function wireService(name: string, categoryName: string, extra: Record<string, unknown> = {}) {
  const slug = name.toLowerCase().replace(/\W+/g, '-');
  return {
    id: `svc-${slug}`,
    name,
    category_name: categoryName,
    note: null,
    autoquotable: true,
    enabled: true,
    service_id: `svc-${slug}`,
    type: 'service',
    slug,
    popular: false,
    ...extra,
  };
}

export const WIRE_CATALOGUE = [
  wireService('Oil Change', 'Maintenance', { popular: true }),
  wireService('Brake Pads Replacement', 'Brakes', { popular: true }),
  wireService('Brake Fluid Flush', 'Brakes'),
  wireService('Battery Replacement', 'Electrical', { popular: true }),
  wireService('Check Engine Light Diagnosis', 'Diagnosis'),
  wireService('Strange Noise Diagnosis', 'Diagnosis'),
];
