import { Center, Loader } from '@mantine/core';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '../stores/useAuth';

export interface LoginRedirectState {
  from?: { pathname: string; search: string; hash: string };
}

/** What the login page needs to come back to `location` after sign-in. */
export function loginRedirectState({ pathname, search, hash }: NonNullable<LoginRedirectState['from']>): LoginRedirectState {
  return { from: { pathname, search, hash } };
}

function FullPageLoader() {
  return (
    <Center h="100vh">
      <Loader aria-label="Loading" />
    </Center>
  );
}

/**
 * Protected routes: a spinner until the auth state is known, then the login page remembering the
 * origin, unless the user signed out.
 */
export function RequireAuth() {
  const location = useLocation();
  const authStateLoaded = useAuth((state) => state.authStateLoaded);
  const isAuthenticated = useAuth((state) => state.isAuthenticated);
  const signedOutByUser = useAuth((state) => state.signedOutByUser);

  if (!authStateLoaded) return <FullPageLoader />;
  if (!isAuthenticated) {
    return <Navigate to="/login" replace state={signedOutByUser ? null : loginRedirectState(location)} />;
  }
  return <Outlet />;
}
