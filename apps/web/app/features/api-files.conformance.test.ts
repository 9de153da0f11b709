import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One API call per web api file (docs/architecture.md §5 "A page"; ADR 056): a file under
 * `features/<domain>/api/` holds one call — its fetcher, its queryOptions or mutation, its hook — so a feature's
 * calls can be listed from its file names and a change to one route touches one file.
 *
 * What counts as a call: the web reaches the API only through its one client (`lib/api-client.ts`), whose
 * `call` and `open` take an entry of the contracts' generated endpoints (`client.call(rewardsEndpoints.getInvite,
 * …)`). So each distinct endpoint entry a file names — `<table>Endpoints.<operation>` — is one call, and so is a
 * `fetch(` (a way around the client). A file may name no endpoint (a helper composing a call of another file, a
 * shared constant); naming the same entry twice (a query and its refetch) is still one call.
 */
export function apiCallsIn(source: string): string[] {
  const withoutComments = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  const endpoints = [...withoutComments.matchAll(/\b([a-z][A-Za-z0-9]*Endpoints)\.([A-Za-z0-9_]+)\b/g)].map((match) => `${match[1]}.${match[2]}`);
  const fetches = /(^|[^.\w])fetch\(/m.test(withoutComments) ? ['fetch('] : [];
  return [...new Set([...endpoints, ...fetches])];
}

/** The repository: the folder above the tests' working directory that holds the contracts (happy-dom's URL has no file:). */
function repositoryRoot(from = process.cwd()): string {
  if (existsSync(join(from, 'packages/contracts/src'))) return from;
  if (dirname(from) === from) throw new Error('The repository root was not found.');
  return repositoryRoot(dirname(from));
}
const featuresDir = join(repositoryRoot(), 'apps/web/app/features');
/** Every source file under a feature's api/ folder, relative to features/. */
const apiFiles = readdirSync(featuresDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => /(^|\/)api\/[^/]+\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .sort();

/** Every other source file of the features (components, hooks, helpers), relative to features/. */
const otherFiles = readdirSync(featuresDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/(^|\/)api\//.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('/test-fixtures'))
  .sort();

describe('web api files: one API call each', () => {
  it('finds the api files', () => {
    expect(apiFiles.length).toBeGreaterThan(20);
  });

  it('each file under features/*/api/ makes at most one API call', () => {
    const over = apiFiles
      .map((file) => ({ file, calls: apiCallsIn(readFileSync(join(featuresDir, file), 'utf8')) }))
      .filter(({ calls }) => calls.length > 1)
      .map(({ file, calls }) => `${file}: ${calls.join(', ')}`);
    expect(over, 'split each into one file per call').toEqual([]);
  });

  it('makes no API call outside a features/*/api/ folder', () => {
    expect(otherFiles.length).toBeGreaterThan(50);
    const outside = otherFiles.filter((file) => apiCallsIn(readFileSync(join(featuresDir, file), 'utf8')).length > 0);
    expect(outside, 'move each call into its own file under the feature\'s api/ folder').toEqual([]);
  });

  it('counts distinct endpoint entries and direct fetches, not comments or the same entry twice', () => {
    const one = `
      import { rewardsEndpoints } from '@pitstop/contracts/endpoints';
      /** Like accountsEndpoints.getProfile, but for invites. */
      export const getInvite = (slug: string, client = api) => client.call(rewardsEndpoints.getInvite, { params: { promoSlug: slug } });
      export const refetchInvite = (slug: string) => api.call(rewardsEndpoints.getInvite, { params: { promoSlug: slug } }); // not globalThis.fetch(
    `;
    expect(apiCallsIn(one)).toEqual(['rewardsEndpoints.getInvite']);
    expect(apiCallsIn(`export const helper = (zip: string) => getTargetMarket(zip);`)).toEqual([]);
  });

  it('fails a file with two calls, or one around the client', () => {
    const two = `
      import { accountsEndpoints } from '@pitstop/contracts/endpoints';
      export const confirm = (body: object) => api.call(accountsEndpoints.confirmEmail, { body });
      export const resend = () => api.call(accountsEndpoints.resendConfirmationCode);
    `;
    expect(apiCallsIn(two)).toEqual(['accountsEndpoints.confirmEmail', 'accountsEndpoints.resendConfirmationCode']);
    const around = `export const read = () => api.call(vehiclesEndpoints.getMakes); export const raw = () => fetch('/api/v3/users');`;
    expect(apiCallsIn(around)).toEqual(['vehiclesEndpoints.getMakes', 'fetch(']);
  });
});
