import type { Location, UIMatch } from 'react-router';
import { describe, expect, it } from 'vitest';
import { brandOf, pageMeta, pageTitle } from './page-meta';
import { mergeRouteHandles } from './route-handle';
import { createScrollKeyGetter } from './scroll-restoration';

describe('mergeRouteHandles', () => {
  it('merges from the outermost to the deepest route, the deepest winning', () => {
    const merged = mergeRouteHandles([
      { handle: undefined },
      { handle: { public: true, title: 'Outer', stepBar: 'onramp' } },
      { handle: { title: 'Inner', closeButton: true } },
    ]);
    expect(merged).toEqual({ public: true, title: 'Inner', stepBar: 'onramp', closeButton: true });
  });

  it("takes what differs per route from a module serving several routes, by the match's id", () => {
    const handle = { public: true, byRoute: { 'book-appointment-vehicle-add': { stepBar: 'appointment' as const } } };
    expect(mergeRouteHandles([{ id: 'book-appointment-vehicle-add', handle }])).toMatchObject({ public: true, stepBar: 'appointment' });
    expect(mergeRouteHandles([{ id: 'service-request-vehicle-add', handle }]).stepBar).toBeUndefined();
  });
});

describe('page titles', () => {
  const root = { id: 'root', loaderData: { runtimeConfig: { brandName: 'Wrenchly' } } };

  it('are "{title} | {brand}", or the brand alone', () => {
    expect(pageTitle('Messages', 'Pitstop')).toBe('Messages | Pitstop');
    expect(pageTitle(undefined, 'Pitstop')).toBe('Pitstop');
  });

  it("take the brand from the root's runtime configuration (Pitstop by default)", () => {
    expect(brandOf([root])).toBe('Wrenchly');
    expect(brandOf([{ id: 'root', loaderData: undefined }])).toBe('Pitstop');
    expect(pageMeta([root], { title: 'Messages', description: 'Your messages.' })).toEqual([
      { title: 'Messages | Wrenchly' },
      { name: 'description', content: 'Your messages.' },
    ]);
  });
});

describe('scroll restoration keys', () => {
  const at = (key: string) => ({ key, pathname: `/${key}` }) as Location;
  const route = (handle: unknown) => [{ handle }] as UIMatch[];

  it('give every history entry its own key (new pages start at the top)', () => {
    const getKey = createScrollKeyGetter();
    expect(getKey(at('a'), route({}))).toBe('a');
    expect(getKey(at('b'), route({}))).toBe('b');
  });

  it('give a preserve-scroll route the key of the page it was entered from (the position is kept)', () => {
    const getKey = createScrollKeyGetter();
    // React Router saves the page being left, then looks up the page arrived at.
    expect(getKey(at('a'), route({}))).toBe('a');
    expect(getKey(at('b'), route({ preserveScroll: true }))).toBe('a');
    // The same entry keeps its key when asked again (saving it when leaving).
    expect(getKey(at('b'), route({ preserveScroll: true }))).toBe('a');
    expect(getKey(at('c'), route({}))).toBe('c');
  });
});
