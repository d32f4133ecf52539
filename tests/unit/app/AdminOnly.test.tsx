// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminOnly } from '../../../src/app/AdminOnly';
import { SCREENS } from '../../../src/app/routes';
import { authStore } from '../../../src/stores/useAuth';
import { renderInApp } from '../../support/renderApp';

/** The operations pages are an admin's (docs/SPEC.md §17); the health page stays public (docs/SPEC.md §2). */

afterEach(cleanup);

function signInAs(role: 'user' | 'admin'): void {
  authStore.setState({
    user: { id: 'user00000000001', email: 'someone@example.com', role, created: '', lastLoginAt: '' },
    isAuthenticated: true,
    authStateLoaded: true,
  });
}

describe('operations pages', () => {
  it('are the monitoring and deployment status pages', () => {
    expect(SCREENS.filter((screen) => screen.adminOnly).map((screen) => screen.path)).toEqual([
      '/monitoring/',
      '/deployment-status/',
    ]);
  });

  it('tell a user they are for admins, without showing them', () => {
    signInAs('user');
    renderInApp(<AdminOnly title="Monitoring Dashboard">secret figures</AdminOnly>);
    expect(screen.getByText('Only an admin can open this page.')).toBeTruthy();
    expect(screen.queryByText('secret figures')).toBeNull();
  });

  it('show an admin the page', () => {
    signInAs('admin');
    renderInApp(<AdminOnly title="Monitoring Dashboard">secret figures</AdminOnly>);
    expect(screen.getByText('secret figures')).toBeTruthy();
  });
});
