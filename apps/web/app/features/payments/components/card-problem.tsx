import { Alert } from '@mantine/core';

/** A card form's error (spec 001 §4, §8): a danger alert the person can dismiss. */
export function CardProblem({ message, onClose }: { message: string | null; onClose: () => void }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" withCloseButton closeButtonLabel="Dismiss" onClose={onClose}>
      {message}
    </Alert>
  );
}
