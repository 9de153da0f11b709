import { type UseFormReturnType, schemaResolver, useForm } from '@mantine/form';
import { useRef } from 'react';
import type { z } from 'zod';
import type { ServerProblem } from './server-errors';
import { type ActionOptions, useAction } from './use-action';
import { useValidationTiming } from './validation-timing';

/** A form's schema: an object schema from the contracts (`.pick()`ed, `.extend()`ed). */
export type FormSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;
export type FormInput<Schema extends FormSchema> = z.input<Schema>;
export type FormOutput<Schema extends FormSchema> = z.output<Schema>;

export interface SchemaFormOptions<Schema extends FormSchema> {
  initialValues: FormInput<Schema>;
  /**
   * Typing pause before a field is validated, where it is not the 500 ms of a text input (docs/product/errors-and-validation.md): the
   * email check's `EMAIL_CHECK_DEBOUNCE_MS`, a required address field's 300 ms.
   */
  delays?: Partial<Record<keyof FormInput<Schema> & string, number>>;
  onValuesChange?: (values: FormInput<Schema>, previous: FormInput<Schema>) => void;
}

export type SchemaForm<Schema extends FormSchema> = UseFormReturnType<FormInput<Schema>, FormOutput<Schema>> & {
  /**
   * Wraps a submit handler for `<form onSubmit>`: validates, then runs `handler` with the schema's output
   * (trimmed, normalised), through `useAction`: while it runs `submitting` is true and another submit is refused;
   * when it throws, the server's errors go on their fields and the rest into `problem` (see `applyServerErrors`).
   */
  submit: (
    handler: (values: FormOutput<Schema>) => Promise<unknown> | unknown,
    options?: Omit<ActionOptions, 'form'>,
  ) => (event?: React.FormEvent<HTMLFormElement>) => void;
  /** What the last submit's failure left for the form as a whole, or null. */
  problem: ServerProblem | null;
  setProblem: (problem: ServerProblem | string | null) => void;
  /** Each field's latest validation outcome (undefined until it first ran), for submit buttons that follow it. */
  validated: Partial<Record<keyof FormInput<Schema> & string, boolean>>;
};

/**
 * The one way to make a form (ADR 003, ADR 019): @mantine/form, controlled, validated with the contract
 * schema — on blur and after the typing pause (`useValidationTiming`, docs/product/errors-and-validation.md), a message staying until
 * the field is validated again — and typed from the schema: values are `z.input`, a submit receives `z.output`.
 *
 *   const form = useSchemaForm(SignInFormSchema, { initialValues: { email: '', password: '' }, delays: { email: 250 } });
 *   <form onSubmit={form.submit((values) => signIn.mutateAsync(values))} noValidate>
 *     <ProblemAlert problem={form.problem} />
 *     <TextInput label="Email address" {...form.getInputProps('email')} />
 *     <Button type="submit" loading={form.submitting}>Sign in</Button>
 */
export function useSchemaForm<Schema extends FormSchema>(
  schema: Schema,
  { initialValues, delays, onValuesChange }: SchemaFormOptions<Schema>,
): SchemaForm<Schema> {
  type Input = FormInput<Schema>;
  const timing = useValidationTiming<Input, FormOutput<Schema>>(delays);
  const form = useForm<Input, FormOutput<Schema>>({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(schema, { sync: true }),
    // Called only once validation passed, so parsing cannot fail.
    transformValues: (values) => schema.parse(values),
    clearInputErrorOnChange: false,
    enhanceGetInputProps: timing.enhanceGetInputProps,
    onValuesChange,
  });

  // The running submit's mapping of the server's errors (texts, form-level codes), read when it fails.
  const errorOptions = useRef<Omit<ActionOptions, 'form'> | undefined>(undefined);
  const action = useAction(
    (handler: (values: FormOutput<Schema>) => unknown, values: FormOutput<Schema>) => handler(values),
    () => ({ ...errorOptions.current, form }),
  );

  const submit: SchemaForm<Schema>['submit'] = (handler, options) => {
    const onSubmit = form.onSubmit((values) => {
      if (action.pending) return;
      errorOptions.current = options;
      return action.run(handler, values);
    });
    // The submit validates every field now: a typing pause's validation still to come would only clear what the
    // server says of a field (a refused code) once it has arrived.
    return (event) => {
      timing.cancelPending();
      onSubmit(event);
    };
  };

  return { ...form, submit, problem: action.problem, setProblem: action.setProblem, validated: timing.passed };
}
