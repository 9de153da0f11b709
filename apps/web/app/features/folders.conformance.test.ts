import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ROUTE_TABLES } from '@pitstop/contracts';
import { describe, expect, it } from 'vitest';

/**
 * The web and the e2e use the server's words (ADR 050): each folder under apps/web/app/features and e2e/specs is
 * named after the server module whose routes it calls or tests — a key of the contracts' ROUTE_TABLES, one per
 * module — or is listed below with the reason it has no module.
 */
const WEB_EXCEPTIONS: Record<string, string> = {
  marketing: 'the public home page and its cards: no server domain, it links into the others',
  'public-pages': 'the information, legal, FAQ and partner pages: authored content; their forms and data come from shops and membership (ADR 069)',
};
const E2E_EXCEPTIONS: Record<string, string> = {
  foundation: 'cross-cutting checks of the whole app (CSP, error pages, bundle budget, keyboard journey, rate limit)',
  newcomer: "the README's path for a new developer, across every domain",
  operations: 'the operations consoles (ADR 078): the admin and staff journeys across accounts, audit, messages, payments, shops and service requests',
  'public-pages': 'the public information pages, each answering with its h1, and the shop application across shops and the web (ADR 069)',
};

const MODULES = Object.keys(ROUTE_TABLES);

/** Folders that are neither a module's name nor a listed exception; and exceptions that name no folder or a module. */
function folderWords(folders: string[], modules: string[], exceptions: Record<string, string>) {
  return {
    strangers: folders.filter((folder) => !modules.includes(folder) && !(folder in exceptions)).sort(),
    staleExceptions: Object.keys(exceptions)
      .filter((name) => !folders.includes(name) || modules.includes(name))
      .sort(),
  };
}

const foldersIn = (relative: string) =>
  readdirSync(fileURLToPath(new URL(relative, import.meta.url)), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

describe('web feature and e2e folders are named after the server modules', () => {
  it('names each apps/web/app/features folder after a module, or lists it with its reason', () => {
    expect(folderWords(foldersIn('.'), MODULES, WEB_EXCEPTIONS)).toEqual({ strangers: [], staleExceptions: [] });
  });

  it('names each e2e/specs folder after a module, or lists it with its reason', () => {
    expect(folderWords(foldersIn('../../../../e2e/specs/'), MODULES, E2E_EXCEPTIONS)).toEqual({ strangers: [], staleExceptions: [] });
  });

  it('finds a folder with an old word, and an exception that names no folder or a module', () => {
    const folders = ['bookings', 'appointments', 'extra-work', 'nps', 'marketing', 'shops'];
    expect(folderWords(folders, MODULES, { marketing: 'no module', reviews: 'a module', gone: 'no folder' })).toEqual({
      strangers: ['appointments', 'extra-work', 'nps'],
      staleExceptions: ['gone', 'reviews'],
    });
  });
});
