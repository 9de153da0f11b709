import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHOP_APPLICATION_KEPT, SHOP_APPLICATION_TYPED } from '@pitstop/contracts/testing/shop-applications';
import { fakeApi, jsonApiResource } from '../../../../test/fake-api';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { ShopApplicationForm } from './shop-application-form';

afterEach(() => vi.unstubAllGlobals());

const APPLY = 'POST /api/v3/shop_applications';

/** The application as the form sends it (the schema's output) and the server keeps it, snake_case: nothing typed in the note. */
const APPLICATION = { ...SHOP_APPLICATION_KEPT, message: null };
const TYPED = SHOP_APPLICATION_TYPED;

const stored = jsonApiResource('shop_applications', { id: 'sa-1', ...APPLICATION, created_at: '2026-03-10T15:00:00.000Z' });

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  const form = screen.getByRole('form', { name: 'Shop application' });
  await user.type(within(form).getByLabelText(/Shop name/), TYPED.shop_name);
  await user.type(within(form).getByLabelText(/Address line 1/), TYPED.address_line1);
  await user.type(within(form).getByLabelText(/^City/), TYPED.address_city);
  await user.type(within(form).getByLabelText(/^State/), TYPED.address_state);
  await user.type(within(form).getByLabelText(/Zip code/), TYPED.address_zipcode);
  await user.click(within(form).getByRole('checkbox', { name: 'Repair and maintenance' }));
  await user.click(within(form).getByRole('checkbox', { name: 'Collision repair' }));
  await user.type(within(form).getByLabelText(/Service bays/), String(TYPED.bays));
  await user.type(within(form).getByLabelText('Website (optional)'), TYPED.website);
  await user.type(within(form).getByLabelText(/First name/), TYPED.contact_first_name);
  await user.type(within(form).getByLabelText(/Last name/), TYPED.contact_last_name);
  await user.type(within(form).getByLabelText(/Email/), TYPED.email);
  // The digits: the mask writes the rest.
  await user.type(within(form).getByLabelText(/Phone number/), TYPED.phone.replace(/\D/g, ''));
  return form;
}

describe('the shop application form', () => {
  it("shows the spec's messages for every field left empty, and sends nothing", async () => {
    const { calls } = fakeApi({});
    const user = userEvent.setup();
    renderWithProviders(<ShopApplicationForm />);
    await user.click(screen.getByRole('button', { name: 'Send application' }));

    for (const message of [
      'Shop name is required.',
      'Address line 1 is required.',
      'City is required.',
      'Please enter a valid State',
      'Please enter a valid Zip code',
      'Choose at least one service the shop offers.',
      'Enter the number of service bays, from 1 to 99.',
      'First name is required.',
      'Last name is required.',
      'Email is invalid.',
      'Invalid phone number.',
    ]) {
      expect(await screen.findByText(message), message).toBeInTheDocument();
    }
    expect(calls).toEqual([]);
  });

  it('checks a field when it is left: a bad email, phone, zip and website', async () => {
    fakeApi({});
    const user = userEvent.setup();
    renderWithProviders(<ShopApplicationForm />);
    await user.type(screen.getByLabelText(/Email/), 'dana@ridgeline');
    await user.type(screen.getByLabelText(/Phone number/), '512555');
    await user.type(screen.getByLabelText(/Zip code/), '787');
    await user.type(screen.getByLabelText('Website (optional)'), 'not a site');
    await user.click(screen.getByLabelText(/Shop name/));
    expect(await screen.findByText('Email is invalid.')).toBeInTheDocument();
    expect(screen.getByText('Invalid phone number.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid Zip code')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid website address')).toBeInTheDocument();
    expect(screen.queryByText('Shop name is required.')).not.toBeInTheDocument();
  });

  it('sends the normalised application and shows the thank-you in place of the form', async () => {
    const { calls } = fakeApi({ [APPLY]: { status: 201, body: stored } });
    const user = userEvent.setup();
    renderWithProviders(<ShopApplicationForm />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send application' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'We have the application of Ridgeline Auto Care. Our team will contact Dana at dana@ridgeline.example about joining Pitstop.',
    );
    expect(screen.queryByRole('form', { name: 'Shop application' })).not.toBeInTheDocument();
    expect(calls).toHaveLength(1);
    // The email as typed: the server lower-cases it.
    expect(calls[0]?.body).toEqual({ ...APPLICATION, email: TYPED.email });
  });

  it('puts the server’s refusal of a second application today on the email field, and keeps the form', async () => {
    const detail = 'We already have an application from this email today. We will contact you about it; there is no need to apply again.';
    fakeApi({ [APPLY]: { status: 409, body: { errors: [{ status: '409', code: 'conflict', title: 'Conflict', detail, source: { pointer: '/email' } }] } } });
    const user = userEvent.setup();
    renderWithProviders(<ShopApplicationForm />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText(detail)).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('form', { name: 'Shop application' })).toBeInTheDocument();
  });
});
