/**
 * All of Mantine's styles, in `@layer mantine` (ADR 075): the pages that render on the client (the query layout's
 * member pages, statically, so their first render is styled) and, once a public page has hydrated, whatever it
 * opens later (menus, modals, the service search's list). The rules the public set (mantine-public.ts) already
 * loaded come again, identical and in Mantine's own order; being in the layer, they never override the app's CSS.
 */
import '@mantine/core/styles.layer.css';
