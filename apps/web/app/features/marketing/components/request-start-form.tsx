import { Button, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useField } from '@mantine/form';
import type { FormEvent } from 'react';
import { ZipInput, zipError } from '~/components/ui/zip-input';
import { pushAlert } from '~/lib/alerts';
import classes from './landing.module.css';
import { COMMON_SERVICES, REQUESTS_NOT_OPEN_TEXT, SERVICE_REQUIRED_TEXT } from '../common-services';

export const REQUEST_FORM_ID = 'get-estimates';

/**
 * The entry to the request flow: a service and a zip. The flow itself is not open yet, so a valid
 * submission says so honestly (a timed info alert) and keeps what was typed.
 */
export function RequestStartForm() {
  const service = useField({ initialValue: '', validate: (value: string) => (value ? null : SERVICE_REQUIRED_TEXT) });
  const zipcode = useField({ initialValue: '', validate: zipError });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = await Promise.all([service.validate(), zipcode.validate()]);
    if (errors.some(Boolean)) return;
    pushAlert({ type: 'info', message: REQUESTS_NOT_OPEN_TEXT, timedDismiss: true });
  };

  return (
    <form
      id={REQUEST_FORM_ID}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${REQUEST_FORM_ID}-title`}
      className={classes.requestForm}
    >
      <Stack gap="md">
        <div>
          <Title order={2} id={`${REQUEST_FORM_ID}-title`} fz="xl" c="dark.8">
            Get free estimates
          </Title>
          <Text size="sm" c="dimmed">
            Tell us the job and where your car is.
          </Text>
        </div>
        <div className={classes.formFields}>
          <NativeSelect
            label="Service"
            data={[{ value: '', label: 'Choose a service', disabled: true }, ...COMMON_SERVICES]}
            size="md"
            {...service.getInputProps()}
          />
          <ZipInput placeholder="e.g. 94103" size="md" {...zipcode.getInputProps()} />
        </div>
        <Button type="submit" size="md" fullWidth>
          Compare offers
        </Button>
        <Text size="xs" c="dimmed" ta="center">
          Free to use. No obligation to book.
        </Text>
      </Stack>
    </form>
  );
}
