import type { ReactNode } from 'react';
import classes from './data-table.module.css';

/**
 * A plain, striped table for the public pages' figures, in a box that scrolls sideways on a narrow screen (focusable
 * and named, so a keyboard can scroll it). Not Mantine's Table: its module brings ScrollArea and floating-ui, ~18 KB
 * of a public page's 150 KB first load. Cells mark numbers with `data-num` (right-aligned), emphasis with `data-strong`.
 */
export function DataTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.scroll} role="region" aria-label={label} tabIndex={0}>
      <table className={classes.table}>{children}</table>
    </div>
  );
}
