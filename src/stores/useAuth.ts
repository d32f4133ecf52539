import { useStore } from 'zustand';
import { localDatabase } from '../db/localDatabase';
import { signQueuedChanges } from '../db/outboxAuthor';
import { pocketbase, stationAuthStore } from '../sync/pocketbaseClient';
import { endSignedOutTokens } from '../sync/stationSession';
import { tabSessionSharing, watchWakes } from '../sync/tabSession';
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
  const authorKey = authStore.getState().authorKey;
  return token && record ? { token, record, ...(authorKey ? { authorKey } : {}) } : null;
});

// For the app's lifetime: a sign-out in another tab signs this one out too, told at once or found
// out when this tab wakes.
otherTabs?.onSignedOut(() => {
  if (authStore.getState().isAuthenticated) authStore.getState().signedOutElsewhere();
});
watchWakes(() => {
  if (authStore.getState().isAuthenticated && stationAuthStore(pocketbase()).endedElsewhere) {
    authStore.getState().signedOutElsewhere();
  }
});
// Tokens of an offline sign-out are ended as soon as the server can be reached.
window.addEventListener('online', () => void endSignedOutTokens(pocketbase(), stationAuthStore(pocketbase())));

// For the app's lifetime: each change is queued with the user who made it (src/domain/authorship.ts).
signQueuedChanges(localDatabase(), () => {
  const { user, authorKey } = authStore.getState();
  return user && authorKey ? { userId: user.id, key: authorKey } : null;
});

export function useAuth<T>(selector: (state: AuthState) => T): T {
  return useStore(authStore, selector);
}
