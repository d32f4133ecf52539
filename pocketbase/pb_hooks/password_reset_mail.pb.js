/// <reference path="../pb_data/types.d.ts" />
/* global ApiError, ValidationError, routerUse */
// Without SMTP settings PocketBase still answers a password reset request with 204: it hands the
// mail to a sendmail program in the background and only logs that none was found. The person
// at the login page would be told the email is on its way when it never will be. So the request
// is refused while mail is not set up, for every address alike (a refusal only for known
// addresses would tell which accounts exist). PocketBase's sendmail fallback is not relied on:
// a server with a local mail relay enables SMTP and points it there.
routerUse((e) => {
  const isResetRequest =
    e.request.method === 'POST' && /^\/api\/collections\/[^/]+\/request-password-reset\/?$/.test(e.request.url.path);
  if (isResetRequest && !$app.settings().smtp.enabled) {
    throw new ApiError(503, 'The server has no mail settings.', {
      mail: new ValidationError('mail_not_configured', 'An admin must set up mail (SMTP).'),
    });
  }
  return e.next();
});
