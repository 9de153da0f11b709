import { Alert } from '@mantine/core';
import { GENERIC_FAILURE_TEXT, extractErrorText } from '@pitstop/contracts/common/errors';

/** What an action's failure says: the server's sentence (spec 000 §8's text rule), else the generic failure text. */
export const actionProblemText = (error: unknown) => extractErrorText(error, GENERIC_FAILURE_TEXT);

/** An action's failure: a danger alert the person can dismiss. */
export function ActionProblem({ message, onClose }: { message: string | null; onClose: () => void }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" withCloseButton closeButtonLabel="Dismiss" onClose={onClose}>
      {message}
    </Alert>
  );
}
