/// <reference path="../pb_data/types.d.ts" />
/* global $os */
// The address `npm start` serves the app at (pocketbase/scripts/start.ts passes it as
// SHOP_APP_URL) becomes PocketBase's application URL, so the links in its mails (a password
// reset's page, APP_URL/_/#/auth/confirm-password-reset/TOKEN) open from any station instead of
// PocketBase's default http://localhost:8090; and its mails are signed with the product's name
// instead of the default "Acme", unless an admin has named the application otherwise.
$app.onServe().bindFunc((e) => {
  const appUrl = $os.getenv('SHOP_APP_URL');
  if (appUrl) {
    const settings = e.app.settings();
    settings.meta.appURL = appUrl;
    if (settings.meta.appName === 'Acme') settings.meta.appName = 'Flipkart Amazon Tools';
    e.app.save(settings);
  }
  return e.next();
});
