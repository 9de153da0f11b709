import { Alert } from '@mantine/core';
import type { ServerProblem } from '~/lib/server-errors';

/** The part of a failed submit no field shows (`form.problem` of `useSchemaForm`), above the form's fields. */
export function FormProblem({ problem }: { problem: ServerProblem | null }) {
  if (!problem?.message) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {problem.message}
    </Alert>
  );
}
