import { useStore } from 'zustand';
import { localDatabase } from '../db/localDatabase';
import { pocketbase } from '../sync/pocketbaseClient';
import { createAuthStore, type AuthState } from './authStore';

/** The signed-in user's record is kept locally too, so the station knows who works offline. */
export const authStore = createAuthStore({
  pb: pocketbase(),
  onUser: async (user) => {
    await localDatabase().users.put(user);
  },
});

export function useAuth<T>(selector: (state: AuthState) => T): T {
  return useStore(authStore, selector);
}
