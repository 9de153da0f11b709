import { Button } from '@mantine/core';
import { Link, href } from 'react-router';

/** Into the service request: real offers from nearby shops for the car (the onramp starts with the services). */
export function GetOffersLink({ label = 'Get offers from shops near you' }: { label?: string }) {
  return (
    <Button component={Link} to={href('/service-request/services/service')} size="md" w={{ base: '100%', xs: 'auto' }}>
      {label}
    </Button>
  );
}
