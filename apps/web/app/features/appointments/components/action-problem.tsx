import { Alert } from '@mantine/core';

/** An action's failure: a danger alert the person can dismiss. */
export function ActionProblem({ message, onClose }: { message: string | null; onClose: () => void }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" withCloseButton closeButtonLabel="Dismiss" onClose={onClose}>
      {message}
    </Alert>
  );
}
