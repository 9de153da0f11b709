import type { VehicleAddFlow, VehicleAddStep, VehicleDraft } from '../../add-vehicle-steps';

/** What the flow gives each step. */
export interface StepProps {
  flow: VehicleAddFlow;
  step: VehicleAddStep;
  draft: VehicleDraft;
  position: { index: number; count: number };
  /** The previous step's address (null on the first). */
  backTo: string | null;
  /** The address of a step with a given draft (links to change an answer). */
  hrefFor: (step: VehicleAddStep, draft: VehicleDraft) => string;
  /** Records this step's answer and goes to the next step. */
  advance: (changes: Partial<VehicleDraft>) => void;
}

/** Select data from a lookup list. */
export const options = (values: readonly (string | number)[] | undefined) => (values ?? []).map((value) => String(value));

/**
 * A searchable list step: typing narrows the list and highlights its first match, so Enter takes it ("Toy" then
 * Enter chooses Toyota; docs/product/keyboard-and-focus.md — Enter did nothing until an arrow key highlighted an option).
 */
export const SEARCHABLE = { searchable: true, selectFirstOptionOnChange: true } as const;
