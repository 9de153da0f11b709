import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetStoreForTests, useAppStore } from '~/lib/store';
import { makeProfile } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { type SignUpContext, signUpContextFrom } from '../sign-up-flow';
import type { SignUpValues } from '../schemas';
import { SignUpForm, signUpReady } from './sign-up-form';

const retail: SignUpContext = signUpContextFrom(new URLSearchParams());

function renderForm(context: SignUpContext = retail, props: { promoCode?: string } = {}) {
  return renderWithProviders(<SignUpForm context={context} {...props} />);
}

/** A field by its label (required ones end with an asterisk). */
const field = (name: RegExp | string) =>
  screen.getByLabelText(typeof name === 'string' ? new RegExp(`^${name.replace(/[()]/g, '\\$&')}( \\*)?$`) : name, {
    selector: 'input',
  });
const submitButton = () => screen.getByRole('button', { name: 'Create my free account' });

/** A JSON:API reply as the server sends it (snake_case). */
function jsonApi(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/vnd.api+json' } });
}
const sessionReply = (confirmed = false) =>
  jsonApi(201, {
    data: { id: 'u9', type: 'users', attributes: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', confirmed } },
    meta: { access_token: 'token-1', token_type: 'Bearer', expires_in: 900, expires_at: '2030-01-01T00:00:00Z', new_account: true },
  });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  resetStoreForTests();
  localStorage.clear();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  act(() => resetStoreForTests());
});

describe('validation messages and their timing', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  const typing = () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });

  it('checks the email 250 ms after typing stops', async () => {
    const user = typing();
    renderForm();
    await user.type(field('Email address'), 'ada@example');
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Email is invalid.')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60));
    expect(screen.getByText('Email is invalid.')).toBeInTheDocument();

    await user.type(field('Email address'), '.com');
    act(() => vi.advanceTimersByTime(260));
    expect(screen.queryByText('Email is invalid.')).not.toBeInTheDocument();
  });

  it('checks the other fields 500 ms after typing stops', async () => {
    const user = typing();
    renderForm();
    await user.type(field(/^Password/), 'abc');
    act(() => vi.advanceTimersByTime(450));
    expect(screen.queryByText('Enter at least 6 characters.')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60));
    expect(screen.getByText('Enter at least 6 characters.')).toBeInTheDocument();

    await user.type(field('Phone number (optional)'), '555');
    act(() => vi.advanceTimersByTime(510));
    expect(screen.getByText('Invalid phone number.')).toBeInTheDocument();
  });

  it('checks a field on blur at once', async () => {
    const user = typing();
    renderForm();
    await user.click(field('First name'));
    await user.click(field('Last name'));
    expect(screen.getByText('First name is required.')).toBeInTheDocument();
    await user.click(field('Email address'));
    expect(screen.getByText('Last name is required.')).toBeInTheDocument();
  });
});

describe('the submit button', () => {
  it('reads "Create my free account" and is enabled only once the four required fields are valid', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(submitButton()).toBeDisabled();
    await user.type(field('First name'), 'Ada');
    await user.type(field('Last name'), 'Lovelace');
    await user.type(field('Email address'), 'ada@example.com');
    expect(submitButton()).toBeDisabled();
    await user.type(field(/^Password/), 'secret-pw');
    await user.tab();
    await waitFor(() => expect(submitButton()).toBeEnabled());

    // An invalid email after validation disables it again.
    await user.clear(field('Email address'));
    await user.type(field('Email address'), 'ada@');
    await user.tab();
    await waitFor(() => expect(submitButton()).toBeDisabled());
  });

  it('counts a password not validated yet only when longer than 6 characters, a validated one by the rule', () => {
    const values: SignUpValues = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'sixsix',
      phoneNumber: '',
      contactViaTextMessage: false,
      companies: [],
      otherCompanies: [],
    };
    expect(signUpReady(values, {}, false)).toBe(false);
    expect(signUpReady({ ...values, password: 'sevenp7' }, {}, false)).toBe(true);
    expect(signUpReady(values, { password: true }, false)).toBe(true);
    expect(signUpReady(values, { password: true, email: false }, false)).toBe(false);
    expect(signUpReady({ ...values, password: 'sevenp7' }, {}, true)).toBe(false);
  });
});

describe('SMS consent', () => {
  it('is enabled only with a phone, and cleared when the phone is emptied', async () => {
    const user = userEvent.setup();
    renderForm();
    const consent = screen.getByRole('checkbox', { name: /Text me updates/ });
    expect(consent).toBeDisabled();
    expect(screen.getByText(/Text STOP to cancel\. Message and data rates may apply\./)).toBeInTheDocument();

    await user.type(field('Phone number (optional)'), '5551234567');
    expect(field('Phone number (optional)')).toHaveValue('(555) 123-4567');
    expect(consent).toBeEnabled();
    await user.click(consent);
    expect(consent).toBeChecked();

    await user.clear(field('Phone number (optional)'));
    expect(consent).not.toBeChecked();
    expect(consent).toBeDisabled();
  });
});

describe('the delivery-driver checklist', () => {
  it('lists the companies with the brand and Other, and preselects the program\'s company', () => {
    renderForm(signUpContextFrom(new URLSearchParams('program=amazon-flex')));
    const group = screen.getByRole('group', { name: /Which companies do you drive for/ });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(13);
    for (const company of ['Uber Eats', 'DoorDash', 'Bite Squad', 'Pitstop', 'Other']) {
      expect(within(group).getByRole('checkbox', { name: company })).toBeInTheDocument();
    }
    expect(within(group).getByRole('checkbox', { name: 'Amazon Flex' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Gopuff' })).not.toBeChecked();
  });

  it('takes other companies as comma-separated tags and says "Duplicate entry" for a repeat', async () => {
    const user = userEvent.setup();
    renderForm(signUpContextFrom(new URLSearchParams('program=delivery-driver')));
    expect(screen.queryByPlaceholderText('Enter company name(s) here')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Other' }));
    const tags = screen.getByPlaceholderText('Enter company name(s) here');
    await user.type(tags, 'Roadie,Veho,');
    expect(screen.getByText('Roadie')).toBeInTheDocument();
    expect(screen.getByText('Veho')).toBeInTheDocument();
    await user.type(tags, 'roadie{Enter}');
    expect(screen.getByText('Duplicate entry')).toBeInTheDocument();
    await user.type(tags, 'S');
    expect(screen.queryByText('Duplicate entry')).not.toBeInTheDocument();
  });

  it('is absent from the retail sign-up', () => {
    renderForm();
    expect(screen.queryByRole('group', { name: /Which companies/ })).not.toBeInTheDocument();
  });
});

describe('join-plus', () => {
  it('shows the email read-only with a Change email address link, and signs up a non-retail user', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(sessionReply());
    renderForm(signUpContextFrom(new URLSearchParams('plus=1&email=ada%40example.com')));
    expect(field('Email address')).toHaveValue('ada@example.com');
    expect(field('Email address')).toHaveAttribute('readonly');

    await user.type(field('First name'), 'Ada');
    await user.type(field('Last name'), 'Lovelace');
    await user.type(field(/^Password/), 'secret-pw');
    await user.click(submitButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const body = JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body)) as Record<string, unknown>;
    expect(body).toMatchObject({ email: 'ada@example.com', is_retail_user: false });

    await user.click(screen.getByRole('button', { name: 'Change email address' }));
    expect(field('Email address')).not.toHaveAttribute('readonly');
  });
});

describe('submitting', () => {
  async function fillValid(user: ReturnType<typeof userEvent.setup>) {
    await user.type(field('First name'), 'Ada');
    await user.type(field('Last name'), 'Lovelace');
    await user.type(field('Email address'), 'ada@example.com');
    await user.type(field(/^Password/), 'secret-pw');
    await user.tab();
  }

  it('sends the new user payload, shows Loading..., then signs the browser in', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    fetchMock.mockResolvedValueOnce(
      jsonApi(200, { data: { id: 'u9', type: 'users', attributes: { first_name: 'Ada', confirmed: false } } }),
    );
    renderForm(signUpContextFrom(new URLSearchParams('program=gopuff&utm_source=flyer')), { promoCode: 'WELCOME10' });
    await fillValid(user);
    await user.type(field('Phone number (optional)'), '5551234567');
    await user.click(screen.getByRole('checkbox', { name: /Text me updates/ }));
    await user.click(submitButton());

    expect(await screen.findByRole('button', { name: 'Loading...' })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v3/users');
    expect(JSON.parse(String(init.body))).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      password: 'secret-pw',
      phone_number: '(555) 123-4567',
      contact_via_text_message: true,
      is_retail_user: true,
      acquisition_source: null,
      marketing_source: 'flyer',
      campaign_source: null,
      partner_name: 'gopuff',
      promo_code: 'WELCOME10',
      delivery_driver_companies: ['Gopuff'],
    });

    answer(sessionReply());
    await waitFor(() => expect(useAppStore.getState().user.isLoggedIn).toBe(true));
    expect(localStorage.getItem('frontend_vo_auth_token')).toBe('token-1');
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/v3/users/profile');
  });

  it("shows 'email has already been taken' (code email_taken) as the spec's 'Email is in use already.' on the email field and offers sign-in and a password reset", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      jsonApi(422, {
        errors: [
          {
            status: '422',
            code: 'email_taken',
            title: 'Validation failed',
            detail: 'email has already been taken',
            source: { pointer: '/email' },
          },
        ],
      }),
    );
    renderForm();
    await fillValid(user);
    await user.click(submitButton());

    expect(await screen.findByText('Email is in use already.')).toBeInTheDocument();
    expect(field('Email address')).toHaveAccessibleDescription('Email is in use already.');
    expect(screen.queryByText(/email has already been taken/i)).not.toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('You already have an account');
    expect(within(alert).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(within(alert).getByRole('link', { name: 'reset your password' })).toHaveAttribute(
      'href',
      '/forgot-password?email=ada%40example.com',
    );
    expect(submitButton()).toBeEnabled();
  });

  it('shows an error on a field the form does not have above the form', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      jsonApi(422, {
        errors: [
          {
            status: '422',
            code: 'promo_code_invalid',
            title: 'Validation failed',
            detail: 'Promo code is invalid.',
            source: { pointer: '/promo_code' },
          },
        ],
      }),
    );
    renderForm(retail, { promoCode: 'NOPE' });
    await fillValid(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Promo code is invalid.');
    expect(screen.getByRole('button', { name: 'Create my free account' })).toBeEnabled();
  });
});

describe('a signed-in partial account (docs/product/accounts.md: outside the account-creating routes, it is completed)', () => {
  it('keeps its email, updates the account with PUT /users/profile, then fetches the profile again', async () => {
    const user = userEvent.setup();
    const partial = makeProfile({ id: 'u7', email: 'grace@example.com', firstName: null, lastName: null, status: 'partial', confirmed: false, hasPassword: false });
    fetchMock.mockResolvedValueOnce(jsonApi(200, { data: { id: 'u7', type: 'users', attributes: { email: 'grace@example.com', status: 'active' } } }));
    fetchMock.mockResolvedValueOnce(
      jsonApi(200, { data: { id: 'u7', type: 'users', attributes: { email: 'grace@example.com', first_name: 'Grace', status: 'active', confirmed: false } } }),
    );
    renderWithProviders(<SignUpForm context={retail} partialAccount={partial} />);

    expect(field('Email address')).toHaveValue('grace@example.com');
    expect(field('Email address')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Change email address' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    await user.type(field('First name'), 'Grace');
    await user.type(field('Last name'), 'Hopper');
    await user.type(field(/^Password/), 'cobol-1959');
    await user.click(submitButton());

    await waitFor(() => expect(useAppStore.getState().user.profile?.firstName).toBe('Grace'));
    const [update, refetch] = fetchMock.mock.calls as [string, RequestInit][];
    expect(update?.[0]).toMatch(/\/api\/v3\/users\/profile$/);
    expect(update?.[1].method).toBe('PUT');
    expect(JSON.parse(String(update?.[1].body))).toEqual({
      first_name: 'Grace',
      last_name: 'Hopper',
      password: 'cobol-1959',
      phone_number: null,
      contact_via_text_message: false,
    });
    expect(refetch?.[0]).toMatch(/\/api\/v3\/users\/profile$/);
    expect(refetch?.[1].method ?? 'GET').toBe('GET');
  });
});
