import { messages, ZIP_PATTERN } from '@pitstop/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { Coverage, ZipCoverage } from './coverage.ts';

/**
 * Coverage of a zip for any module that takes one (service requests, packages, subscriptions):
 * 422 'Zipcode cannot be blank' / 'Zipcode is invalid' (also for a zip that does not exist).
 */
export function coverageFor(coverage: Coverage, zipcode: string | null | undefined): ZipCoverage {
  const value = (zipcode ?? '').trim();
  if (!value) throw new AppError('validation_failed', messages.zipBlank, { pointer: '/zipcode' });
  const found = ZIP_PATTERN.test(value) ? coverage.forZip(value.slice(0, 5)) : null;
  if (!found) throw new AppError('zipcode_invalid', messages.zipInvalid, { pointer: '/zipcode' });
  return found;
}

/** As coverageFor, and 422 'Zipcode is otm' when no active shop serves the zip (docs/product/locations.md). */
export function assertInMarket(
  coverage: Coverage,
  zipcode: string | null | undefined,
): ZipCoverage & { inMarket: true; metroId: string } {
  const found = coverageFor(coverage, zipcode);
  if (!found.inMarket || !found.metroId) {
    throw new AppError('zipcode_out_of_market', messages.zipOutOfMarket, { pointer: '/zipcode' });
  }
  return found as ZipCoverage & { inMarket: true; metroId: string };
}
