import { Button } from '@mantine/core';
import type { Service } from '@pitstop/contracts';
import { Link, href } from 'react-router';
import { useAppStore } from '~/lib/store';

/**
 * Into the service request: real offers from nearby shops for the car. With a job's service, the request starts with
 * it chosen (it goes into the request's cart, as the maintenance pages' and the home page's search put one).
 */
export function GetOffersLink({ label = 'Get offers from shops near you', service }: { label?: string; service?: Service }) {
  return (
    <Button
      component={Link}
      to={href('/service-request/services/service')}
      onClick={service ? () => useAppStore.getState().addCartService(cartServiceOf(service)) : undefined}
      size="md"
      h="auto"
      py={10}
      w={{ base: '100%', xs: 'auto' }}
      styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
    >
      {label}
    </Button>
  );
}

/** The catalogue service alone, as the cart keeps it (a page's service may carry more). */
const cartServiceOf = (service: Service): Service => ({
  id: service.id,
  name: service.name,
  categoryName: service.categoryName,
  note: service.note,
  autoquotable: service.autoquotable,
  enabled: service.enabled,
  serviceId: service.serviceId,
  type: service.type,
  slug: service.slug,
  popular: service.popular,
});
