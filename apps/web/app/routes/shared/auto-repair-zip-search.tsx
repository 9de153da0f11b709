import { Suspense, lazy, useState } from 'react';
import { useNavigate } from 'react-router';
import { ZipEntry } from '~/features/locations/components/zip-entry';

// Shown only after a lookup failed: loaded then, not with the page (the public pages' 150 KB budget, ADR 071).
const ProblemAlert = lazy(() => import('~/components/ui/problem-alert').then((module) => ({ default: module.ProblemAlert })));

/**
 * The zip search of the auto-repair index and state pages (spec 000 §4, docs/product/auto-repair-pages.md): the
 * landing's zip entry, so an out-of-market zip is cleared and the zero-coverage notice opens; a served zip continues
 * to its city's auto-repair page (its own city, or the nearest with shops). Composed here: routes compose features.
 */
export function AutoRepairZipSearch() {
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);

  const goToCity = async (zipcode: string) => {
    setProblem(null);
    const { findAutoRepairCityPath } = await import('~/features/auto-repair/api/find-auto-repair-city');
    const answer = await findAutoRepairCityPath(zipcode);
    if ('failed' in answer) setProblem(answer.failed);
    else void navigate(answer.path);
  };

  return (
    <>
      {problem ? (
        <Suspense fallback={null}>
          <ProblemAlert problem={problem} />
        </Suspense>
      ) : null}
      <ZipEntry formLabel="Find auto repair near you" submitLabel="Find shops" onContinue={(zipcode) => void goToCity(zipcode)} />
    </>
  );
}
