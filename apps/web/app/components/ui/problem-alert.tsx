import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ServerProblem } from '~/lib/server-errors';

/**
 * The one alert for what a form or an action could not do (ADR 054): `form.problem` of `useSchemaForm`,
 * `problem` of `useAction`, or a sentence. With `onClose` the person can dismiss it.
 */
export function ProblemAlert({
  problem,
  onClose,
  title,
  children,
}: {
  problem: ServerProblem | string | null;
  onClose?: () => void;
  title?: ReactNode;
  /** Said after the sentence (a link to go on with). */
  children?: ReactNode;
}) {
  const message = typeof problem === 'string' ? problem : problem?.message;
  if (!message) return null;
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={title}
      withCloseButton={onClose !== undefined}
      closeButtonLabel="Dismiss"
      onClose={onClose}
    >
      {message}
      {children}
    </Alert>
  );
}
