/// <reference path="../pb_data/types.d.ts" />
// Rate limits that a shop's own work never meets, while sign-in guessing stays at 20 a minute.
//
// How PocketBase 0.40 counts (apis/middlewares_rate_limit.go): per client address and rule, and
// for the records API per collection and action too. Every request inside /api/batch counts
// under its own collection and action (a batch of 50 new products is 50 `products:create`), the
// batch request itself once under its path. A rule's budget comes back only once its window has
// passed since the address's last accepted request: a station that keeps working never sees a
// 10 s window refill, so 1,500 per 10 s (1767225710) was a budget for a whole busy spell, spent
// by the 31st batch of an import (docs/SPEC.md §18: 226 of 10,000 products, most of a 100,000-row
// transactions import refused). Windows of 1 s refill every second, so the numbers below are
// rates per second per address, for five stations behind one shop address together.
//
// - Sign-ins (`*:auth`): 20 a minute, as before; password reset requests 10 a minute.
// - Records created, changed or deleted, signed in (`*:create`, `*:update`, `*:delete`): 5,000 a
//   second per collection, 100 full batches. The server stores far fewer: 100-150 records a second
//   through batches on the 2-core test machine shared with other work, so an import of 10,000
//   products or 100,000 transactions, a day of offline work pushed at once, or five stations
//   pushing together, are held back by the server's own speed well before this. Should a faster server let a station meet it, the station waits a second
//   and sends the same changes again (src/sync/push.ts); nothing is refused for it.
// - The rest of the API, signed in: 1,000 requests a second per collection for lists and views
//   (a first pull of 10,000 products is 11 pages), and 1,000 a second for all other routes
//   together (batches, stock pushes of 50 movements, realtime, file tokens), about ten times what
//   five stations pushing at full speed send.
// - Signed out (health checks, the sign-in page, file downloads with a file token): 50 a second.
//   PocketBase's own 300 per 10 s never refills while a station checks the server's health
//   every 10 s, and would turn the checks of five stations away after 10 minutes.
migrate(
  (app) => {
    const settings = app.settings();
    settings.rateLimits.enabled = true;
    settings.rateLimits.rules = [
      { label: '*:auth', audience: '', maxRequests: 20, duration: 60 },
      { label: '*:requestPasswordReset', audience: '', maxRequests: 10, duration: 60 },
      { label: '*:create', audience: '@auth', maxRequests: 5000, duration: 1 },
      { label: '*:update', audience: '@auth', maxRequests: 5000, duration: 1 },
      { label: '*:delete', audience: '@auth', maxRequests: 5000, duration: 1 },
      { label: '/api/', audience: '@auth', maxRequests: 1000, duration: 1 },
      { label: '/api/', audience: '@guest', maxRequests: 50, duration: 1 },
    ];
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    settings.rateLimits.rules = [
      { label: '*:auth', audience: '', maxRequests: 20, duration: 60 },
      { label: '*:requestPasswordReset', audience: '', maxRequests: 10, duration: 60 },
      { label: '/api/', audience: '@auth', maxRequests: 1500, duration: 10 },
      { label: '/api/', audience: '@guest', maxRequests: 300, duration: 10 },
    ];
    app.save(settings);
  },
);
