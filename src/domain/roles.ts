import type { UserRecord } from './records';

/**
 * What each role may do (docs/SPEC.md §17): a `user` does the daily work; an `admin` also deletes
 * categories and products, manages accounts and opens the operations pages. The server's
 * collection rules hold the same (pocketbase/pb_migrations/1767225711_roles.js); the screens
 * only hide what the server would refuse.
 */
export const isAdmin = (user: Pick<UserRecord, 'role'> | null | undefined): boolean => user?.role === 'admin';
