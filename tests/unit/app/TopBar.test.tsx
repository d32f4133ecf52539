// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { RequireAuth } from '../../../src/app/RequireAuth';
import { TopBar } from '../../../src/app/TopBar';
import { authStore } from '../../../src/stores/useAuth';
import { renderInApp } from '../../support/renderApp';

/** Where the login page would send the user after signing in. */
function LoginDestination() {
  const state = useLocation().state as { from?: { pathname: string } } | null;
  return <p>login, then {state?.from?.pathname ?? 'the Dashboard'}</p>;
}

afterEach(cleanup);

describe('the top bar', () => {
  it('titles the page and the browser tab after the screen', () => {
    renderInApp(<TopBar drawerOpened onToggleDrawer={() => undefined} />, '/categories/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Categories & Inventory');
    expect(document.title).toBe('Categories & Inventory · Flipkart Amazon Tools');
  });

  it('titles an unknown path Label Merger, in the tab too', () => {
    renderInApp(<TopBar drawerOpened onToggleDrawer={() => undefined} />, '/no-such-screen/');
    expect(document.title).toBe('Label Merger · Flipkart Amazon Tools');
  });

  it('signs out to the login page, which then opens the Dashboard, while the server is still asked to end the token', async () => {
    const signedIn = authStore.getState();
    authStore.setState({
      user: { id: 'user00000000001', email: 'packer@example.com', role: 'user', created: '', lastLoginAt: '' },
      isAuthenticated: true,
      authStateLoaded: true,
      // A server slow to answer: the session ends at once, the request to end its token stays out.
      signOut: () => {
        authStore.setState({ isAuthenticated: false, user: null, signedOutByUser: true });
        return new Promise<void>(() => undefined);
      },
    });
    try {
      renderInApp(
        <Routes>
          <Route path="/login" element={<LoginDestination />} />
          <Route element={<RequireAuth />}>
            <Route path="/categories/" element={<TopBar drawerOpened onToggleDrawer={() => undefined} />} />
          </Route>
        </Routes>,
        '/categories/',
      );
      fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
      expect((await screen.findByText(/^login, then/)).textContent).toBe('login, then the Dashboard');
    } finally {
      authStore.setState({ ...signedIn });
    }
  });
});
