/**
 * One shop's application for the tests of both sides (docs/product/public-pages.md, ADR 069), snake_case as the wire
 * has it: the server's tests post it, the web's fill the form with it and answer with what the server keeps.
 */

/** As a shop types it: a mixed-case email, a formatted phone, a lower-case state, a service twice, a bare website. */
export const SHOP_APPLICATION_TYPED = {
  shop_name: 'Ridgeline Auto Care',
  contact_first_name: 'Dana',
  contact_last_name: 'Ortiz',
  email: 'Dana@Ridgeline.example',
  phone: '(512) 555-0142',
  address_line1: '4100 Burnet Rd',
  address_line2: '',
  address_city: 'Austin',
  address_state: 'tx',
  address_zipcode: '78756',
  services: ['service', 'collision', 'service'],
  bays: 6,
  website: 'ridgeline.example',
  message: 'ASE certified, open Saturdays.',
};

/** The same application as the contract's schema leaves it and the server keeps it (its attributes, less `created_at`). */
export const SHOP_APPLICATION_KEPT = {
  shop_name: 'Ridgeline Auto Care',
  contact_first_name: 'Dana',
  contact_last_name: 'Ortiz',
  email: 'dana@ridgeline.example',
  phone: '5125550142',
  address_line1: '4100 Burnet Rd',
  address_line2: null,
  address_city: 'Austin',
  address_state: 'TX',
  address_zipcode: '78756',
  services: ['service', 'collision'],
  bays: 6,
  website: 'https://ridgeline.example',
  message: 'ASE certified, open Saturdays.',
};
