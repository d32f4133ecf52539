/// <reference path="../pb_data/types.d.ts" />
/* global UnauthorizedError */
// The route through which the sync engine pushes runs of stock movements (stock_push.js). Like
// a batch (require_sign_in_batch.pb.js), it needs a signed-in user, and answers 401 otherwise so
// that the station keeps its movements and asks for a new sign-in.
routerAdd('POST', '/api/stock/movements', (e) => {
  const signedIn = e.auth && e.auth.collection().name === 'users';
  if (!signedIn && !e.hasSuperuserAuth()) {
    throw new UnauthorizedError('Sign in to send changes.');
  }
  const { pushMovements } = require(`${__hooks}/stock_push.js`);
  return pushMovements(e);
});
