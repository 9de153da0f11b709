import { type ComponentType, Suspense, lazy, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';

/**
 * The element keeping the server's HTML of the form until its code has arrived: with `dangerouslySetInnerHTML`
 * React neither hydrates nor replaces what is inside, and one object means it never writes it again.
 */
const SERVER_HTML = { __html: '' };
const BOX_STYLE = { display: 'contents' } as const;
const unsubscribed = () => () => {};

/**
 * A public page's form (ADR 074): in the server's HTML with the page, its code — `useSchemaForm`, the contract
 * schema and zod, its API call, TanStack Query — loaded after the page's own, so the page's first load stays within
 * the 150 KB budget. The form is written the one way, unchanged; `load` names its component:
 *
 *   const ShopApplicationForm = lazyForm(() => import('~/features/shops/components/shop-application-form').then((m) => m.ShopApplicationForm));
 *
 * Until its code has arrived the form is the server's HTML, left alone by React: typing and ticking work as on any
 * page (the browser does them), and a submit (a click, Enter) is held rather than sent by the browser as a page
 * load. Then the running form takes the place of that HTML in one render (the same markup) and is handed what was
 * typed, the focus and the held submit (`late-form.tsx`). In a navigation in the browser it shows when its code has
 * arrived. Its code brings its own query provider: the page sits outside the query layout.
 */
export function lazyForm<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const loadAll = () => Promise.all([load(), import('./late-form')]).then(([Form, late]) => ({ Form, late }));
  type Loaded = Awaited<ReturnType<typeof loadAll>>;
  // The server renders the form into the page (its modules load there at once).
  const OnServer = lazy(() =>
    loadAll().then(({ Form, late }) => ({
      default: (props: Props) => (
        <late.LateForm>
          <Form {...props} />
        </late.LateForm>
      ),
    })),
  );

  return function LazyForm(props: Props) {
    const box = useRef<HTMLDivElement>(null);
    // True while React takes over the server's HTML (hydration), false when the page is drawn in the browser.
    const hydrating = useSyncExternalStore(unsubscribed, () => false, () => true);
    const [overServerHtml] = useState(hydrating);
    const [loaded, setLoaded] = useState<Loaded | null>(null);

    useEffect(() => {
      let current = true;
      let held: SubmitEvent | null = null;
      // On the window, in the capture phase: first of all listeners.
      const hold = (event: SubmitEvent) => {
        if (!(event.target instanceof Node) || !box.current?.contains(event.target)) return;
        event.preventDefault();
        held = event;
      };
      window.addEventListener('submit', hold, true);
      void loadAll().then((next) => {
        window.removeEventListener('submit', hold, true);
        if (!current) return;
        const early = overServerHtml && box.current ? next.late.takeEarlyInput(box.current, held) : null;
        flushSync(() => setLoaded(next));
        if (early && box.current) next.late.giveEarlyInput(box.current, early);
      });
      return () => {
        current = false;
        window.removeEventListener('submit', hold, true);
      };
    }, [overServerHtml]);

    if (typeof document === 'undefined') {
      return (
        <div style={BOX_STYLE}>
          <Suspense fallback={null}>
            <OnServer {...props} />
          </Suspense>
        </div>
      );
    }
    if (loaded) {
      const { Form, late } = loaded;
      return (
        <div key="form" ref={box} style={BOX_STYLE}>
          <late.LateForm>
            <Form {...props} />
          </late.LateForm>
        </div>
      );
    }
    return overServerHtml ? <div key="server-html" ref={box} style={BOX_STYLE} dangerouslySetInnerHTML={SERVER_HTML} suppressHydrationWarning /> : null;
  };
}
