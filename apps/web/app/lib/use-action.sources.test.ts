import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { GENERIC_FAILURE_TEXT } from '@pitstop/contracts/common/errors';
import { describe, expect, it } from 'vitest';

/** The repository: the folder above the tests' working directory that holds the contracts. */
function repositoryRoot(from = process.cwd()): string {
  if (existsSync(join(from, 'packages/contracts/src'))) return from;
  if (dirname(from) === from) throw new Error('The repository root was not found.');
  return repositoryRoot(dirname(from));
}
const root = repositoryRoot();

/** The source files (not tests, unless `withTests`) under a folder of the repository. */
function sources(folder: string, withTests = false): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && (withTests || !/\.test\.tsx?$/.test(file)) && !file.includes('+types'))
    .filter((file) => !file.split(/[\\/]/).includes('node_modules'))
    .map((file) => join(folder, file));
}

describe('one way to tell a failure (ADR 054)', () => {
  it(`types the fallback sentence once, in the contracts' GENERIC_FAILURE_TEXT: the web, the server, the contracts and the e2e specs use the constant`, () => {
    const sentence = 'Hmm, something went wrong';
    expect(GENERIC_FAILURE_TEXT.startsWith(sentence)).toBe(true);
    const files = [...sources('apps/web/app'), ...sources('apps/server/src'), ...sources('packages/contracts/src'), ...sources('e2e', true)];
    expect(files).toContain(join('e2e', 'playwright.config.ts'));
    const typedIn = files.filter((file) =>
      readFileSync(join(root, file), 'utf8').includes(sentence),
    );
    expect(typedIn.map((file) => relative(root, join(root, file)))).toEqual(['packages/contracts/src/common/errors.ts']);
  });
});
