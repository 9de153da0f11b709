import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm run licenses` (issue 29 §5; docs/security.md, "Dependencies"): every production dependency — the installed
 * packages reachable from the workspaces' `dependencies` (with the optional and the required peer dependencies npm
 * installs beside them), never from `devDependencies` — with its version and its licence as its own installed
 * package.json states it (where it states none, as its licence file words it, marked so). Licences other than the permissive ones below are flagged (copyleft, and unknown: none
 * stated, `UNLICENSED`, `SEE LICENSE IN …`, a name that is no SPDX identifier), and so is every direct production
 * dependency whose installed release line is behind the registry's latest (`npm view <name> version --json`).
 *
 * Exit status: 1 when a licence is flagged, 0 otherwise — a dependency behind its latest major is reported, never a
 * failure, and no answer from the registry (offline, or `--offline`) skips that check with a line saying so.
 */

/** The licences a production dependency may carry, as SPDX identifiers (compared case-insensitively). */
export const PERMISSIVE = [
  'MIT',
  'ISC',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'Apache-2.0',
  '0BSD',
  'BlueOak-1.0.0',
  'CC0-1.0',
  'Unlicense',
  'Python-2.0',
  'MPL-2.0',
  // MIT without its one condition (keeping the notice): as permissive as 0BSD, which the list names.
  'MIT-0',
] as const;

/** Copyleft families by SPDX identifier (`-only`, `-or-later` and a trailing `+` included). */
const COPYLEFT = /^(A?GPL|LGPL|EUPL|CDDL|EPL|OSL|CC-BY-SA|CC-BY-NC-SA|SSPL|MS-RL|CPAL|RPL|QPL|Sleepycat|CECILL)(-|\+|$)/i;

export type LicenceClass = 'permissive' | 'copyleft' | 'unknown';

const RANK: Record<LicenceClass, number> = { permissive: 0, copyleft: 1, unknown: 2 };
const permissive = new Set(PERMISSIVE.map((id) => id.toLowerCase()));

function classifyIdentifier(id: string): LicenceClass {
  if (permissive.has(id.toLowerCase())) return 'permissive';
  if (COPYLEFT.test(id)) return 'copyleft';
  return 'unknown';
}

/**
 * The class of an SPDX licence expression: `OR` takes the best choice the user has, `AND` the worst obligation
 * (`(MIT OR GPL-3.0)` is permissive, `MIT AND GPL-3.0` copyleft); `WITH` an exception keeps the licence's class.
 * Anything that is not an expression of known identifiers (missing, `UNLICENSED`, `SEE LICENSE IN …`) is unknown.
 */
export function classifyLicence(expression: string | undefined): LicenceClass {
  if (!expression?.trim()) return 'unknown';
  const tokens = expression.replace(/ \([^()]* file\)$/, '').match(/\(|\)|[^\s()]+/g) ?? [];
  let at = 0;
  const fail = (): never => {
    throw new Error('not an SPDX expression');
  };
  const factor = (): LicenceClass => {
    const token = tokens[at++] ?? fail();
    if (token === '(') {
      const inner = disjunction();
      if (tokens[at++] !== ')') fail();
      return inner;
    }
    if (/^(AND|OR|WITH|\))$/i.test(token)) fail();
    if (tokens[at]?.toUpperCase() === 'WITH') at += 2;
    return classifyIdentifier(token);
  };
  const conjunction = (): LicenceClass => {
    let worst = factor();
    while (tokens[at]?.toUpperCase() === 'AND') {
      at++;
      const next = factor();
      if (RANK[next] > RANK[worst]) worst = next;
    }
    return worst;
  };
  const disjunction = (): LicenceClass => {
    let best = conjunction();
    while (tokens[at]?.toUpperCase() === 'OR') {
      at++;
      const next = conjunction();
      if (RANK[next] < RANK[best]) best = next;
    }
    return best;
  };
  try {
    const result = disjunction();
    return at === tokens.length ? result : 'unknown';
  } catch {
    return 'unknown';
  }
}

interface Manifest {
  name?: string;
  version?: string;
  license?: string | { type?: string };
  licenses?: ({ type?: string } | string)[];
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  workspaces?: string[] | { packages?: string[] };
}

/**
 * The licence a licence file's text grants, by the licence's own words: MIT, ISC, Apache-2.0 and the BSD licences
 * (two or three clauses) only. Anything else, or a file that adds terms of its own, is not recognised.
 */
export function licenceOfText(text: string): string | undefined {
  const words = text.replace(/\s+/g, ' ');
  if (/Permission is hereby granted, free of charge, to any person obtaining a copy/i.test(words)) return 'MIT';
  if (/Permission to use, copy, modify, and\/or distribute this software for any purpose with or without fee is hereby granted/i.test(words)) return 'ISC';
  if (/Apache License,? Version 2\.0/i.test(words)) return 'Apache-2.0';
  if (/Redistribution and use in source and binary forms, with or without modification, are permitted/i.test(words)) {
    return /Neither the name of/i.test(words) ? 'BSD-3-Clause' : 'BSD-2-Clause';
  }
  return undefined;
}

const LICENCE_FILE = /^(LICEN[CS]E|COPYING)(\.(md|txt))?$/i;

/**
 * The licence a package states: its package.json's `license` (an SPDX expression, or the old `{type}`), else the
 * old `licenses` list read as a choice, else — marked `(LICENSE file)` — what its licence file's words grant.
 */
export function licenceOf(manifest: Manifest, dir?: string): string | undefined {
  const stated = statedLicence(manifest);
  if (stated !== undefined || dir === undefined) return stated;
  for (const file of readdirSync(dir).filter((name) => LICENCE_FILE.test(name))) {
    const found = licenceOfText(readFileSync(join(dir, file), 'utf8'));
    if (found) return `${found} (${file} file)`;
  }
  return undefined;
}

function statedLicence(manifest: Manifest): string | undefined {
  const { license, licenses } = manifest;
  if (typeof license === 'string') return license;
  if (license && typeof license === 'object' && license.type) return license.type;
  if (Array.isArray(licenses) && licenses.length > 0) {
    const types = licenses.map((entry) => (typeof entry === 'string' ? entry : entry.type)).filter(Boolean);
    return types.length === 1 ? types[0] : `(${types.join(' OR ')})`;
  }
  return undefined;
}

/** A version's release line: its major, or `0.minor` below 1.0.0, where semver (and npm's caret) breaks on the minor. */
export function releaseLine(version: string): string {
  const [major = '0', minor = '0'] = version.replace(/^[^\d]*/, '').split(/[.+-]/);
  return major === '0' ? `0.${Number(minor)}` : String(Number(major));
}

/** Whether the installed version's release line is behind the latest's (1.x behind 2.x; 0.45 behind 0.46 and 1.0). */
export function isBehind(installed: string, latest: string): boolean {
  const [a, b] = [releaseLine(installed), releaseLine(latest)].map((line) => line.split('.').map(Number)) as [number[], number[]];
  const [majorA = 0, minorA = 0] = a;
  const [majorB = 0, minorB = 0] = b;
  return majorA !== majorB ? majorA < majorB : majorA === 0 && minorA < minorB;
}

export interface InstalledPackage {
  name: string;
  version: string;
  licence: string | undefined;
  class: LicenceClass;
  /** Where it is installed (its first copy found), relative to the root. */
  path: string;
}

export interface DirectDependency {
  name: string;
  version: string;
  /** The workspace whose package.json names it. */
  workspace: string;
}

export interface ProductionTree {
  packages: InstalledPackage[];
  direct: DirectDependency[];
}

const readManifest = (dir: string): Manifest => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;

function workspaceDirs(root: string, manifest: Manifest): string[] {
  const patterns = Array.isArray(manifest.workspaces) ? manifest.workspaces : (manifest.workspaces?.packages ?? []);
  return patterns.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [resolve(root, pattern)];
    const parent = resolve(root, pattern.slice(0, -2));
    return existsSync(parent) ? readdirSync(parent).map((name) => join(parent, name)) : [];
  }).filter((dir) => existsSync(join(dir, 'package.json')));
}

/** Node's lookup: `node_modules/<name>` in the package's folder and each folder above it, up to the root. */
function resolveFrom(root: string, from: string, name: string): string | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    if (basename(dir) !== 'node_modules') {
      const candidate = join(dir, 'node_modules', name);
      if (existsSync(join(candidate, 'package.json'))) return candidate;
    }
    if (dir === root || dirname(dir) === dir || !dir.startsWith(root + sep)) return undefined;
  }
}

/** What npm installs for a package in production: its dependencies, the optional ones present, its required peers. */
function productionEdges(manifest: Manifest): { name: string; required: boolean }[] {
  const peersMeta = manifest.peerDependenciesMeta ?? {};
  return [
    ...Object.keys(manifest.dependencies ?? {}).map((name) => ({ name, required: true })),
    ...Object.keys(manifest.optionalDependencies ?? {}).map((name) => ({ name, required: false })),
    ...Object.keys(manifest.peerDependencies ?? {})
      .filter((name) => !peersMeta[name]?.optional)
      .map((name) => ({ name, required: false })),
  ];
}

/**
 * The installed production tree under `root`: from the root's and each workspace's `dependencies`, every package
 * reached (one entry per name and version). Workspaces reached as dependencies are walked through, not listed.
 * A required dependency that is not installed is an error (run `npm ci`).
 */
export function productionTree(root: string): ProductionTree {
  root = realpathSync(root);
  const rootManifest = readManifest(root);
  const workspaces = new Set([root, ...workspaceDirs(root, rootManifest).map((dir) => realpathSync(dir))]);
  const seen = new Set<string>();
  // One entry per name and version, however many copies of it are installed.
  const listed = new Set<string>();
  const packages: InstalledPackage[] = [];
  const direct: DirectDependency[] = [];

  const visit = (dir: string) => {
    if (seen.has(dir)) return;
    seen.add(dir);
    const manifest = readManifest(dir);
    const isWorkspace = workspaces.has(dir);
    const id = `${manifest.name ?? relative(root, dir)}@${manifest.version ?? '?'}`;
    if (!isWorkspace && !listed.has(id)) {
      listed.add(id);
      const licence = licenceOf(manifest, dir);
      packages.push({
        name: manifest.name ?? relative(root, dir),
        version: manifest.version ?? '?',
        licence,
        class: classifyLicence(licence),
        path: relative(root, dir),
      });
    }
    for (const edge of productionEdges(manifest)) {
      const found = resolveFrom(root, dir, edge.name);
      if (!found) {
        if (edge.required) throw new Error(`${edge.name} (a dependency of ${manifest.name ?? dir}) is not installed: run npm ci`);
        continue;
      }
      const real = realpathSync(found);
      if (isWorkspace && edge.required && !workspaces.has(real) && manifest.dependencies?.[edge.name] !== undefined) {
        direct.push({ name: edge.name, version: readManifest(real).version ?? '?', workspace: relative(root, dir) || '.' });
      }
      visit(real);
    }
  };
  // Workspaces are reached from the root whether or not anything depends on them; their devDependencies never are.
  for (const dir of workspaces) visit(dir);
  packages.sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version));
  direct.sort((a, b) => a.name.localeCompare(b.name) || a.workspace.localeCompare(b.workspace));
  return { packages, direct };
}

/** What the registry said of one direct dependency: its latest version, or why there is none. */
export type RegistryAnswer = { latest: string } | { missing: string } | { unreachable: string };

const NETWORK_CODES = /^(ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH|EHOSTUNREACH|ENOTCACHED|EOFFLINE|FETCH_ERROR|ERR_SOCKET_TIMEOUT)$/i;

/** `npm view <name> version --json`, with no retries and a bounded wait, read into an answer. */
export function askRegistry(name: string): Promise<RegistryAnswer> {
  return new Promise((done) => {
    execFile(
      'npm',
      ['view', name, 'version', '--json', '--fetch-retries=0', '--fetch-timeout=15000'],
      { timeout: 30_000, maxBuffer: 1 << 20 },
      (error, stdout) => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(stdout || 'null');
        } catch {
          parsed = undefined;
        }
        if (!error && typeof parsed === 'string') return done({ latest: parsed });
        const code = (parsed as { error?: { code?: string } } | undefined)?.error?.code ?? (error as { code?: unknown } | null)?.code;
        const summary = (parsed as { error?: { summary?: string } } | undefined)?.error?.summary;
        if (code === 'E404') return done({ missing: 'not in the registry' });
        if (typeof code === 'string' && NETWORK_CODES.test(code)) return done({ unreachable: code });
        if (error && (error as { killed?: boolean }).killed) return done({ unreachable: 'no answer in 30 s' });
        // Another failure (an npm error without a network code) is told as it is, for this package only.
        done({ missing: summary?.split('\n')[0] ?? (error ? String(error.message).split('\n')[0]! : 'no version') });
      },
    );
  });
}

export interface BehindReport {
  /** Why the registry check did not run, when it did not. */
  skipped?: string;
  behind: { name: string; installed: string; latest: string; workspace: string }[];
  notChecked: { name: string; why: string }[];
}

/** Asks the registry of each direct dependency (two at a time: each ask is an npm process); the first unreachable answer skips the check. */
export async function checkLatest(
  direct: DirectDependency[],
  ask: (name: string) => Promise<RegistryAnswer> = askRegistry,
): Promise<BehindReport> {
  const names = [...new Set(direct.map((dependency) => dependency.name))];
  const answers = new Map<string, RegistryAnswer>();
  let unreachable: string | undefined;
  let next = 0;
  const worker = async () => {
    while (next < names.length && unreachable === undefined) {
      const name = names[next++]!;
      const answer = await ask(name);
      if ('unreachable' in answer) unreachable ??= answer.unreachable;
      answers.set(name, answer);
    }
  };
  await Promise.all([worker(), worker()]);
  if (unreachable !== undefined) return { skipped: `the registry did not answer (${unreachable})`, behind: [], notChecked: [] };
  const report: BehindReport = { behind: [], notChecked: [] };
  for (const name of names) {
    const answer = answers.get(name)!;
    if ('missing' in answer) report.notChecked.push({ name, why: answer.missing });
  }
  for (const dependency of direct) {
    const answer = answers.get(dependency.name);
    if (answer && 'latest' in answer && isBehind(dependency.version, answer.latest)) {
      report.behind.push({ name: dependency.name, installed: dependency.version, latest: answer.latest, workspace: dependency.workspace });
    }
  }
  return report;
}

/** The report as printed: one line a package, then the summary. */
export function formatReport(tree: ProductionTree, latest: BehindReport): string {
  const flagged = tree.packages.filter((pkg) => pkg.class !== 'permissive');
  const behind = new Map(latest.behind.map((entry) => [`${entry.name}@${entry.installed}`, entry.latest]));
  const width = Math.max(...tree.packages.map((pkg) => `${pkg.name}@${pkg.version}`.length), 10);
  const lines = tree.packages.map((pkg) => {
    const id = `${pkg.name}@${pkg.version}`;
    const marks = [
      pkg.class === 'permissive' ? '' : `FLAGGED (${pkg.class})`,
      behind.has(id) ? `behind: latest ${behind.get(id)}` : '',
    ].filter(Boolean);
    return `${id.padEnd(width)}  ${(pkg.licence ?? '(none stated)').padEnd(24)}${marks.length ? `  ${marks.join('; ')}` : ''}`.trimEnd();
  });
  const byLicence = new Map<string, number>();
  for (const pkg of tree.packages) byLicence.set(pkg.licence ?? '(none stated)', (byLicence.get(pkg.licence ?? '(none stated)') ?? 0) + 1);
  const licences = [...byLicence].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([licence, count]) => `${licence} ${count}`);
  const distinct = new Set(tree.packages.map((pkg) => pkg.name)).size;
  const directNames = new Set(tree.direct.map((dependency) => dependency.name)).size;
  const summary = [
    '',
    `${tree.packages.length} production packages installed, by name and version (${distinct} names; ${directNames} direct dependencies of the workspaces).`,
    `Licences: ${licences.join(', ')}.`,
    flagged.length === 0
      ? 'Flagged licences: none (every licence is one of the permissive ones).'
      : `Flagged licences (${flagged.length}): ${flagged.map((pkg) => `${pkg.name}@${pkg.version} ${pkg.licence ?? '(none stated)'} [${pkg.class}]`).join(', ')}.`,
    latest.skipped
      ? `Registry check skipped: ${latest.skipped}; which direct dependencies are behind their latest major is unknown.`
      : latest.behind.length === 0
        ? `Direct dependencies behind the registry's latest major: none.`
        : `Direct dependencies behind the registry's latest major (${latest.behind.length}): ${latest.behind.map((entry) => `${entry.name} ${entry.installed} → ${entry.latest} (${entry.workspace})`).join(', ')}.`,
    ...(latest.notChecked.length ? [`Not checked against the registry: ${latest.notChecked.map((entry) => `${entry.name} (${entry.why})`).join(', ')}.`] : []),
  ];
  return [...lines, ...summary].join('\n');
}

/** The repository this script belongs to. */
export const REPOSITORY_ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

export async function main(args: string[], root = REPOSITORY_ROOT): Promise<number> {
  const offline = args.includes('--offline') || process.env.npm_config_offline === 'true';
  const tree = productionTree(root);
  const latest = offline ? { skipped: 'run offline (--offline)', behind: [], notChecked: [] } : await checkLatest(tree.direct);
  process.stdout.write(`${formatReport(tree, latest)}\n`);
  return tree.packages.some((pkg) => pkg.class !== 'permissive') ? 1 : 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`licenses: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 2;
    },
  );
}
