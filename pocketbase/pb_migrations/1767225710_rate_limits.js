/// <reference path="../pb_data/types.d.ts" />
// PocketBase's rate limiter, off by default: without it a password can be guessed as fast as the
// server hashes (60 wrong passwords in 10 s went through). Limits count per client address, per
// rule, and for collection routes per collection too (users and _superusers sign-ins count apart).
// PocketBase's window is fixed: once a rule's requests are used up, the address waits for the
// rule's duration after its last accepted request.
//
// - Sign-ins (`*:auth`: with password, OTP or OAuth2): 20 a minute. A person who mistypes does
//   not reach it, nor five stations signing in behind one address; a guesser gets 20 tries a
//   minute instead of hundreds. The integration and end-to-end tests sign in at most about a dozen
//   times a minute per server, each file having its own server, so they run with these limits.
// - Password reset requests: 10 a minute, so that a reset form cannot be used to flood a mailbox.
// - The rest of the API, signed in: 1,500 requests per 10 s. A station's first pull of 10,000
//   products is about 20 list requests, a push of 2,000 stock movements 40, the import of 10,000
//   products 200 batches; list, view and the other collection routes also count per collection.
// - The rest, signed out (health checks, sign-in page): 300 per 10 s, PocketBase's own default.
migrate(
  (app) => {
    const settings = app.settings();
    settings.rateLimits.enabled = true;
    settings.rateLimits.rules = [
      { label: '*:auth', audience: '', maxRequests: 20, duration: 60 },
      { label: '*:requestPasswordReset', audience: '', maxRequests: 10, duration: 60 },
      { label: '/api/', audience: '@auth', maxRequests: 1500, duration: 10 },
      { label: '/api/', audience: '@guest', maxRequests: 300, duration: 10 },
    ];
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    settings.rateLimits.enabled = false;
    app.save(settings);
  },
);
