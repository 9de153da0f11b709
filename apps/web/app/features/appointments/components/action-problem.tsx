// Shared by every feature that acts (components/ui/action-problem.tsx); kept here for the booking components' imports.
export { ActionProblem, actionProblemText } from '~/components/ui/action-problem';
