import type { Service } from '@pitstop/contracts';
import { useCallback } from 'react';
import { useAppStore } from '~/lib/store';

export interface ServiceSelection {
  /** The services chosen for the request (the store's onramp cart), in the order they were added. */
  selected: Service[];
  isSelected: (service: Pick<Service, 'id'>) => boolean;
  add: (service: Service) => void;
  remove: (service: Pick<Service, 'id'>) => void;
  toggle: (service: Service) => void;
}

/** The onramp cart's services (the create call's services[]; docs/product/requests-and-offers.md). */
export function useServiceSelection(): ServiceSelection {
  const selected = useAppStore((state) => state.onrampCart.services);
  const isSelected = useCallback((service: Pick<Service, 'id'>) => selected.some((s) => s.id === service.id), [selected]);
  const add = useCallback((service: Service) => useAppStore.getState().addCartService(service), []);
  const remove = useCallback((service: Pick<Service, 'id'>) => useAppStore.getState().removeCartService(service.id), []);
  const toggle = useCallback(
    (service: Service) => {
      if (useAppStore.getState().onrampCart.services.some((s) => s.id === service.id)) remove(service);
      else add(service);
    },
    [add, remove],
  );
  return { selected, isSelected, add, remove, toggle };
}
