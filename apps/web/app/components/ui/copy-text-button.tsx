import { Button, CopyButton } from '@mantine/core';

/** Copies `value` to the clipboard; says 'Copied' for a moment (announced politely). */
export function CopyTextButton({ value, label = 'Copy' }: { value: string; label?: string }) {
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button variant={copied ? 'light' : 'default'} onClick={copy} aria-live="polite">
          {copied ? 'Copied' : label}
        </Button>
      )}
    </CopyButton>
  );
}
