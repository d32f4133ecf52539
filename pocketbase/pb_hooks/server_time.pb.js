/// <reference path="../pb_data/types.d.ts" />
// The server's clock, to the millisecond, for stations to measure how far their own is from it
// (src/sync/serverClock.ts): a station with a wrong clock would record the day's orders on another
// day. Open to anyone: every answer of the server already carries its time in the Date header.
// The server itself takes an order line's day as sent and checks it against nothing: a later day
// is the packer's choice on the merge screen, and a station offline for days pushes its days late;
// a refusal would drop lines whose labels are already printed.
routerAdd('GET', '/api/time', (e) => {
  e.response.header().set('Cache-Control', 'no-store');
  return e.json(200, { now: new Date().toISOString() });
});
