import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAppStartStatus } from '~/lib/app-start';
import { resetStoreForTests, useAppStore } from '~/lib/store';
import { makeProfile } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ConsoleLayout, isCurrentSection } from './console-layout';

const sections = [
  { label: 'Overview', to: '/admin' },
  { label: 'Users', to: '/admin/users' },
  { label: 'Audit log', to: '/admin/audit-log' },
];

const consoleAt = (url: string) =>
  renderWithProviders(null, {
    url,
    routes: [
      {
        path: '*',
        Component: () => (
          <ConsoleLayout title="Admin" sections={sections} allows={(user) => user.admin}>
            <h1>Section page</h1>
          </ConsoleLayout>
        ),
      },
    ],
  });

describe('the console frame (ADR 078)', () => {
  beforeEach(() => {
    resetStoreForTests();
    useAppStartStatus.setState({ status: 'done' });
  });
  afterEach(() => useAppStartStatus.setState({ status: 'idle' }));

  it('marks the section the page is in: its own page and the pages under it; the home only on itself', () => {
    expect(isCurrentSection(sections[1]!, '/admin/users/42', '/admin')).toBe(true);
    expect(isCurrentSection(sections[0]!, '/admin/users/42', '/admin')).toBe(false);
    expect(isCurrentSection(sections[0]!, '/admin/', '/admin')).toBe(true);
    expect(isCurrentSection(sections[1]!, '/admin/users-archive', '/admin')).toBe(false);
  });

  it('shows an admin the sections beside the page, the current one marked', () => {
    act(() => useAppStore.getState().setUser(makeProfile({ admin: true })));
    consoleAt('/admin/users/42');
    expect(screen.getByRole('heading', { level: 1, name: 'Section page' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    const current = within(nav).getAllByRole('link', { current: 'page' });
    expect(current.map((link) => link.textContent)).toContain('Users');
    expect(current.every((link) => link.textContent === 'Users')).toBe(true);
  });

  it('gives a signed-in person without the role the 404 page, and shows nothing of the console', () => {
    act(() => useAppStore.getState().setUser(makeProfile({ admin: false })));
    consoleAt('/admin');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).toBeNull();
    expect(screen.queryByText('Section page')).toBeNull();
  });

  it('waits (the loading shell) while app start has not confirmed who is there', () => {
    useAppStartStatus.setState({ status: 'running' });
    act(() => useAppStore.getState().setUser(makeProfile({ admin: false })));
    consoleAt('/admin');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByText('Page not found')).toBeNull();
  });
});
