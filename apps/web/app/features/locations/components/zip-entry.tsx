import { Button, Stack } from '@mantine/core';
import { useField } from '@mantine/form';
import type { TargetMarketResponse } from '@pitstop/contracts';
import { type FormEvent, type ReactNode, Suspense, lazy, useRef, useState } from 'react';
import { ZipInput, zipError } from '~/components/ui/zip-input';

// The modal brings its forms and the contract schemas: loaded only when a zip turns out not to be served.
const loadNoCoverageModal = () => import('./no-coverage-modal');
const NoCoverageModal = lazy(loadNoCoverageModal);

export interface ZipEntryProps {
  /** The zip is served (or the user chose a served zip nearby): go on with it. */
  onContinue: (zipcode: string) => void;
  initialZip?: string | null;
  submitLabel?: string;
  /** Runs first on submit; return false to stop (the caller shows why). */
  beforeCheck?: () => boolean;
  /** Fields shown above the zip (e.g. the service search). */
  children?: ReactNode;
  /** The form's accessible name. */
  formLabel?: string;
  formId?: string;
  className?: string;
  size?: 'sm' | 'md' | 'lg';
}

type Market = Pick<TargetMarketResponse, 'zipcode' | 'nearby'>;

/**
 * The zip search (docs/product/locations.md, docs/product/errors-and-validation.md): digits only, at most 5 ('Zipcode cannot be blank' when
 * empty); the zip is checked with the target-market lookup. A served zip continues; an out-of-market zip is
 * cleared and the no-coverage modal opens (Bummer, nearby zips, suggest a shop, notify me).
 * Light enough for the landing page: the API client and the modal load on submit.
 */
export function ZipEntry({
  onContinue,
  initialZip,
  submitLabel = 'Continue',
  beforeCheck,
  children,
  formLabel = 'Your location',
  formId,
  className,
  size = 'md',
}: ZipEntryProps) {
  const zipcode = useField({ initialValue: initialZip ?? '', validate: zipError });
  const [checking, setChecking] = useState(false);
  const [outOfMarket, setOutOfMarket] = useState<Market | null>(null);
  // What opens the notice, Continue (disabled while checking, so named by its ref): focus goes back to it.
  const submitButton = useRef<HTMLButtonElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checking) return;
    const proceed = beforeCheck ? beforeCheck() : true;
    const error = await zipcode.validate();
    if (!proceed || error) return;
    setChecking(true);
    void loadNoCoverageModal();
    try {
      const { checkZipcode } = await import('../api/check-zipcode');
      const answer = await checkZipcode(zipcode.getValue().trim());
      if ('failed' in answer) zipcode.setError(answer.failed);
      else if (answer.served) onContinue(answer.zipcode);
      else {
        // An out-of-market zip is cleared and the zero-coverage notice opens (docs/product/locations.md).
        zipcode.setValue('');
        setOutOfMarket(answer.market);
      }
    } finally {
      setChecking(false);
    }
  };

  return (
    <>
      <form id={formId} className={className} onSubmit={(event) => void submit(event)} noValidate aria-label={formLabel}>
        <Stack gap="md">
          {children}
          <ZipInput placeholder="e.g. 78701" size={size} {...zipcode.getInputProps()} />
          <Button ref={submitButton} type="submit" size={size} fullWidth loading={checking}>
            {submitLabel}
          </Button>
        </Stack>
      </form>
      {/* Outside the form: React events bubble through portals, and the modal has forms of its own. */}
      {outOfMarket && (
        <Suspense fallback={null}>
          <NoCoverageModal
            zipcode={outOfMarket.zipcode}
            nearby={outOfMarket.nearby}
            onClose={() => setOutOfMarket(null)}
            opener={submitButton}
            onPickNearby={(zip) => {
              setOutOfMarket(null);
              zipcode.setValue(zip);
              onContinue(zip);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
