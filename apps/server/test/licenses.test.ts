import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  checkLatest,
  classifyLicence,
  formatReport,
  isBehind,
  type LicenceClass,
  licenceOf,
  licenceOfText,
  productionTree,
  releaseLine,
  type RegistryAnswer,
} from '../../../scripts/licenses.ts';

/** `npm run licenses` (scripts/licenses.ts; docs/security.md, "Dependencies"): its rules, on a tree written here. */
describe('npm run licenses', () => {
  it('takes the permissive licences, and flags copyleft and unknown ones', () => {
    for (const id of ['MIT', 'ISC', 'BSD-2-Clause', 'BSD-3-Clause', 'Apache-2.0', '0BSD', 'BlueOak-1.0.0', 'CC0-1.0', 'Unlicense', 'Python-2.0', 'MPL-2.0', 'MIT-0', 'mit']) {
      expect(classifyLicence(id), id).toBe('permissive');
    }
    for (const id of ['GPL-3.0', 'GPL-2.0-only', 'GPL-3.0-or-later', 'LGPL-2.1+', 'AGPL-3.0-only', 'EPL-2.0', 'CC-BY-SA-4.0', 'SSPL-1.0', 'EUPL-1.2']) {
      expect(classifyLicence(id), id).toBe('copyleft');
    }
    for (const id of [undefined, '', 'UNLICENSED', 'SEE LICENSE IN LICENSE.md', 'CC-BY-4.0', 'Custom', 'Apache 2.0', 'MIT OR', '(MIT', 'MIT)']) {
      expect(classifyLicence(id), String(id)).toBe('unknown');
    }
  });

  it('reads an SPDX expression: OR is the best choice, AND the worst obligation, WITH keeps the licence', () => {
    const expressions: [string, LicenceClass][] = [
      ['(MIT OR GPL-3.0)', 'permissive'],
      ['(MPL-2.0 OR Apache-2.0)', 'permissive'],
      ['MIT AND ISC AND BSD-3-Clause', 'permissive'],
      ['MIT AND GPL-3.0', 'copyleft'],
      ['(MIT AND Custom) OR GPL-2.0', 'copyleft'],
      ['MIT AND (Custom OR ISC)', 'permissive'],
      ['GPL-2.0-only WITH Classpath-exception-2.0', 'copyleft'],
      ['Apache-2.0 WITH LLVM-exception', 'permissive'],
      ['MIT (LICENSE file)', 'permissive'],
    ];
    for (const [expression, kind] of expressions) expect(classifyLicence(expression), expression).toBe(kind);
  });

  it('reads the licence a package.json states, the old forms too, else its licence file by its words', () => {
    expect(licenceOf({ license: 'MIT' })).toBe('MIT');
    expect(licenceOf({ license: { type: 'ISC' } })).toBe('ISC');
    expect(licenceOf({ licenses: [{ type: 'MIT' }, { type: 'Apache-2.0' }] })).toBe('(MIT OR Apache-2.0)');
    expect(licenceOf({ licenses: [{ type: 'BSD-3-Clause' }] })).toBe('BSD-3-Clause');
    expect(licenceOf({})).toBeUndefined();
    expect(licenceOfText('MIT License\n\nPermission is hereby granted, free of charge, to any\nperson obtaining a copy of this')).toBe('MIT');
    expect(licenceOfText('Redistribution and use in source and binary forms, with or without modification, are permitted … Neither the name of')).toBe('BSD-3-Clause');
    expect(licenceOfText('GNU GENERAL PUBLIC LICENSE Version 3')).toBeUndefined();
  });

  it('compares release lines: the major, or the minor below 1.0.0', () => {
    expect(['5.9.2', '0.45.4', 'v2.0.0-beta.1'].map(releaseLine)).toEqual(['5', '0.45', '2']);
    const pairs: [string, string, boolean][] = [
      ['5.9.2', '6.0.0', true],
      ['5.9.2', '5.12.0', false],
      ['0.45.4', '0.46.0', true],
      ['0.45.4', '1.0.0', true],
      ['0.45.4', '0.45.9', false],
      ['7.0.0', '6.2.0', false],
    ];
    for (const [installed, latest, behind] of pairs) expect(isBehind(installed, latest), `${installed} → ${latest}`).toBe(behind);
  });

  it('asks the registry of each direct dependency once; one unreachable answer skips the check and says why', async () => {
    const direct = [
      { name: 'a', version: '1.2.0', workspace: 'apps/server' },
      { name: 'a', version: '1.2.0', workspace: 'apps/web' },
      { name: 'b', version: '2.0.0', workspace: 'apps/web' },
      { name: 'private-thing', version: '1.0.0', workspace: 'apps/web' },
    ];
    const asked: string[] = [];
    const registry: Record<string, RegistryAnswer> = { a: { latest: '2.1.0' }, b: { latest: '2.3.0' }, 'private-thing': { missing: 'not in the registry' } };
    const report = await checkLatest(direct, async (name) => {
      asked.push(name);
      return registry[name]!;
    });
    expect(asked.sort()).toEqual(['a', 'b', 'private-thing']);
    expect(report).toEqual({
      behind: [
        { name: 'a', installed: '1.2.0', latest: '2.1.0', workspace: 'apps/server' },
        { name: 'a', installed: '1.2.0', latest: '2.1.0', workspace: 'apps/web' },
      ],
      notChecked: [{ name: 'private-thing', why: 'not in the registry' }],
    });
    const offline = await checkLatest(direct, async () => ({ unreachable: 'ENOTFOUND' }));
    expect(offline).toEqual({ skipped: 'the registry did not answer (ENOTFOUND)', behind: [], notChecked: [] });
  });

  describe('the installed tree', () => {
    const root = mkdtempSync(join(tmpdir(), 'pitstop-licenses-'));
    afterAll(() => rmSync(root, { recursive: true, force: true }));
    const write = (path: string, json: object) => {
      mkdirSync(join(root, path), { recursive: true });
      writeFileSync(join(root, path, 'package.json'), JSON.stringify(json));
    };
    write('.', { name: 'root', private: true, workspaces: ['packages/lib', 'apps/app'], devDependencies: { tool: '1.0.0' } });
    write('packages/lib', { name: '@x/lib', dependencies: { small: '1.0.0' }, devDependencies: { tool: '1.0.0' } });
    write('apps/app', {
      name: '@x/app',
      dependencies: { '@x/lib': '0.1.0', big: '2.0.0', small: '1.0.0' },
      optionalDependencies: { 'other-platform': '1.0.0' },
      devDependencies: { tool: '1.0.0', 'gpl-dev': '1.0.0' },
    });
    mkdirSync(join(root, 'node_modules/@x'), { recursive: true });
    symlinkSync(join(root, 'packages/lib'), join(root, 'node_modules/@x/lib'), 'dir');
    write('node_modules/small', { name: 'small', version: '1.0.0', license: 'MIT' });
    write('node_modules/big', { name: 'big', version: '2.0.0', license: 'GPL-3.0-only', dependencies: { small: '^2.0.0', peerless: '1' }, peerDependencies: { react: '*', typescript: '*' }, peerDependenciesMeta: { typescript: { optional: true } } });
    write('node_modules/big/node_modules/small', { name: 'small', version: '2.0.0', licenses: [{ type: 'ISC' }] });
    write('node_modules/peerless', { name: 'peerless', version: '1.0.0' });
    writeFileSync(join(root, 'node_modules/peerless/LICENSE'), 'Copyright\n\nPermission is hereby granted, free of charge, to any person obtaining a copy');
    write('node_modules/react', { name: 'react', version: '19.0.0', license: 'MIT' });
    write('node_modules/typescript', { name: 'typescript', version: '6.0.0', license: 'Apache-2.0' });
    write('node_modules/tool', { name: 'tool', version: '1.0.0', license: 'UNLICENSED' });
    write('node_modules/gpl-dev', { name: 'gpl-dev', version: '1.0.0', license: 'AGPL-3.0' });

    it('lists what the workspaces’ dependencies reach, by Node’s lookup, and nothing only devDependencies reach', () => {
      const tree = productionTree(root);
      expect(tree.packages.map(({ name, version, licence, class: kind }) => [`${name}@${version}`, licence, kind])).toEqual([
        ['big@2.0.0', 'GPL-3.0-only', 'copyleft'],
        ['peerless@1.0.0', 'MIT (LICENSE file)', 'permissive'],
        ['react@19.0.0', 'MIT', 'permissive'],
        ['small@1.0.0', 'MIT', 'permissive'],
        ['small@2.0.0', 'ISC', 'permissive'],
      ]);
      expect(tree.packages.find((pkg) => pkg.version === '2.0.0' && pkg.name === 'small')?.path).toBe(join('node_modules', 'big', 'node_modules', 'small'));
      // The workspace a workspace depends on is walked through, not listed, and is not a direct dependency.
      expect(tree.direct).toEqual([
        { name: 'big', version: '2.0.0', workspace: 'apps/app' },
        { name: 'small', version: '1.0.0', workspace: 'apps/app' },
        { name: 'small', version: '1.0.0', workspace: 'packages/lib' },
      ]);
      const report = formatReport(tree, { behind: [{ name: 'big', installed: '2.0.0', latest: '3.0.0', workspace: 'apps/app' }], notChecked: [] });
      expect(report).toMatch(/^big@2\.0\.0 +GPL-3\.0-only +FLAGGED \(copyleft\); behind: latest 3\.0\.0$/m);
      expect(report).toContain('5 production packages installed, by name and version (4 names; 2 direct dependencies of the workspaces).');
      expect(report).toContain('Flagged licences (1): big@2.0.0 GPL-3.0-only [copyleft].');
      expect(report).toContain("Direct dependencies behind the registry's latest major (1): big 2.0.0 → 3.0.0 (apps/app).");
      expect(formatReport(tree, { skipped: 'run offline (--offline)', behind: [], notChecked: [] })).toContain('Registry check skipped: run offline (--offline)');
    });

    it('refuses a tree where a required dependency is not installed', () => {
      write('node_modules/broken', { name: 'broken', version: '1.0.0', license: 'MIT', dependencies: { gone: '1' } });
      write('apps/app', { name: '@x/app', dependencies: { broken: '1.0.0' } });
      expect(() => productionTree(root)).toThrow(/gone \(a dependency of broken\) is not installed: run npm ci/);
    });
  });
});
