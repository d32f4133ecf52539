import { useStore } from 'zustand';
import { localDatabase } from '../db/localDatabase';
import { pocketbase } from '../sync/pocketbaseClient';
import { tabSessionSharing } from '../sync/tabSession';
import { createAuthStore, type AuthState } from './authStore';

const otherTabs = tabSessionSharing();

/** The signed-in user's record is kept locally too, so the station knows who works offline. */
export const authStore = createAuthStore({
  pb: pocketbase(),
  onUser: async (user) => {
    await localDatabase().users.put(user);
  },
  otherTabs,
});

// For the app's lifetime: a tab opened later, without 'Remember me', gets the session from here.
otherTabs?.answer(() => {
  const { token, record } = pocketbase().authStore;
  return token && record ? { token, record } : null;
});

// For the app's lifetime: a sign-out in another tab signs this one out too.
otherTabs?.onSignedOut(() => {
  if (authStore.getState().isAuthenticated) authStore.getState().signedOutElsewhere();
});

export function useAuth<T>(selector: (state: AuthState) => T): T {
  return useStore(authStore, selector);
}
