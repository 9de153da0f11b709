import type { Plugin } from 'vite';

/** The modules every page runs: the root route and the frame (layout route), with what they import statically. */
const FRAME_ROUTES = [/[\\/]app[\\/]root\.tsx$/, /[\\/]app[\\/]components[\\/]layout[\\/]app-layout\.tsx$/];
/**
 * The first form's rules, in one small chunk: the contracts' zod-free field rules and the two helpers of
 * @mantine/form that every form field uses, and the service search's texts, which the landing page's search
 * field and the full search share. The landing page's request start imports them all; left to itself the
 * bundler splits them by their (slightly different) importers into several files, and each file costs the
 * landing page its own gzip overhead and import lines.
 */
const FIELD_RULES = [
  /[\\/]contracts[\\/]src[\\/]common[\\/]field-rules\.ts$/,
  /[\\/]@mantine[\\/]form[\\/]esm[\\/](?:validate[\\/]should-validate-on-change|get-input-on-change[\\/]get-input-on-change)\.mjs$/,
  /[\\/]app[\\/]features[\\/]catalog[\\/]search-texts\.ts$/,
];
/**
 * The API client and the key-case library it converts with, in one chunk: the frame loads it on demand, and the
 * contracts and the form helper use the library too. Left to itself, the bundler moves the library into a file
 * of its own as soon as one page uses a form or a contract without calling the API, and the frame's list of
 * the client's files grows by it.
 */
const API_CLIENT = [/[\\/]app[\\/]lib[\\/]api-client\.ts$/, /[\\/]node_modules[\\/]change-case[\\/]/];
/**
 * The text field's parts and the heading, in one chunk: the landing page's request start uses them all (and so do
 * most pages with a form); left to itself the bundler gives each its own file (Input, InputBase, TextInput, Title,
 * use-id), and each file costs the landing page its gzip overhead and import lines.
 */
const TEXT_FIELD = [
  /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](?:Input|InputBase|TextInput|Title)[\\/]/,
  /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]/,
];
/** Index modules that re-export a whole library: the frame takes only the parts it names. */
const BARREL = /[\\/]node_modules[\\/](@mantine[\\/](?:core|hooks))[\\/]esm[\\/]index\.mjs$/;

interface ModuleGraph {
  getModuleInfo(id: string): { code: string | null; importedIds: readonly string[] } | null;
}

/** The names a module imports from a package (`import { A, B as C } from 'pkg'`). */
function namesImported(code: string, pkg: string): string[] | 'all' {
  const names: string[] = [];
  const quoted = pkg.replace(/[\\/]/g, '/').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const match of code.matchAll(new RegExp(`(import|export)\\s*([^;]*?)\\s*from\\s*["']${quoted}["']`, 'g'))) {
    const clause = match[2] ?? '';
    const braces = clause.match(/\{([^}]*)\}/);
    if (!braces || /\*/.test(clause.replace(/\{[^}]*\}/, ''))) return 'all';
    for (const part of (braces[1] ?? '').split(',')) {
      const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]?.trim();
      if (name) names.push(name);
    }
  }
  return names;
}

/** A library index: exported name → the module it comes from. */
function barrelExports(graph: ModuleGraph, barrelId: string): Map<string, string> {
  const info = graph.getModuleInfo(barrelId);
  const exports = new Map<string, string>();
  for (const match of (info?.code ?? '').matchAll(/import\s*\{([^}]*)\}\s*from\s*["']\.\/([^"']+)["']/g)) {
    const target = info?.importedIds.find((id) => id.replace(/\\/g, '/').endsWith(`/${match[2]}`));
    if (!target) continue;
    for (const part of (match[1] ?? '').split(',')) {
      const name = part.trim().split(/\s+as\s+/).pop()?.trim();
      if (name) exports.set(name, target);
    }
  }
  return exports;
}

/**
 * One chunk for the frame (ADR 008, ADR 012). Left to itself the bundler splits the modules shared by routes
 * into a chunk per combination of importing routes; with a dozen routes the landing page preloaded 40 small
 * files, and gzip (per file) lost ~11 KB of its 150 KB budget to the split alone. Every page loads the frame,
 * so what the root and layout routes import statically goes into one chunk — of a library imported through
 * its index, only the parts they name; route-only code stays split per route.
 */
export function frameChunk(): Plugin {
  const frame = new Set<string>();
  return {
    name: 'pitstop:frame-chunk',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildEnd() {
      frame.clear();
      const graph = this as unknown as ModuleGraph;
      const barrels = new Map<string, Map<string, string>>();
      const pending = [...this.getModuleIds()].filter((id) => FRAME_ROUTES.some((route) => route.test(id)));
      while (pending.length > 0) {
        const id = pending.pop() as string;
        if (frame.has(id)) continue;
        frame.add(id);
        const info = graph.getModuleInfo(id);
        for (const dependency of info?.importedIds ?? []) {
          const pkg = dependency.match(BARREL)?.[1];
          if (!pkg) {
            pending.push(dependency);
            continue;
          }
          const names = namesImported(info?.code ?? '', pkg);
          if (!barrels.has(dependency)) barrels.set(dependency, barrelExports(graph, dependency));
          const exported = barrels.get(dependency) as Map<string, string>;
          if (names === 'all') pending.push(dependency);
          else for (const name of names) pending.push(exported.get(name) ?? dependency);
        }
      }
    },
    outputOptions(options) {
      const groups = [
        { name: 'frame', test: (id: string) => frame.has(id) },
        { name: 'field-rules', test: (id: string) => FIELD_RULES.some((module) => module.test(id)) },
        { name: 'api-client', test: (id: string) => API_CLIENT.some((module) => module.test(id)) },
        { name: 'text-field', test: (id: string) => TEXT_FIELD.some((module) => module.test(id)) },
      ];
      return { ...options, codeSplitting: { groups } };
    },
  };
}
