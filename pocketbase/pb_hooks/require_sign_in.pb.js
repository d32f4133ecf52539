/// <reference path="../pb_data/types.d.ts" />
/* global UnauthorizedError, onRecordsListRequest */
// The list rules alone answer a request without a valid sign-in with 200 and no items, which a
// station whose token has expired would take for "nothing new". Such a list request gets a 401
// instead, so the sync engine can tell "signed out" from "nothing there". (View, create, update
// and delete are refused by their rules before any request hook runs: 404, 400, 404, 404.)
onRecordsListRequest(
  (e) => {
    const signedIn = e.auth && e.auth.collection().name === 'users';
    if (!signedIn && !e.hasSuperuserAuth()) {
      throw new UnauthorizedError('Sign in to list records.');
    }
    e.next();
  },
  'users',
  'products',
  'categories',
  'stock_movements',
  'order_lines',
  'transactions',
  'files',
  'monitoring',
);
