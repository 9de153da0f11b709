/** Saved cards as the API sends them (JSON:API attributes, snake_case). */
export const wireCard = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  type: 'Visa',
  brand: 'visa',
  last4: '4242',
  customer_id: 'cus_sandbox_1',
  payment_token: `pm_${id}`,
  stripe_card_info: {
    name: 'Ada Lovelace',
    exp_month: 12,
    exp_year: 2030,
    address_line1: '1 Main St',
    address_line2: null,
    address_city: 'Austin',
    address_state: 'TX',
    address_zip: '78701',
  },
  expired: false,
  in_use: false,
  created_at: '2026-11-20T10:00:00Z',
  ...overrides,
});
