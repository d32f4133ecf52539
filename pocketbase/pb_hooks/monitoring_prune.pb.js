/// <reference path="../pb_data/types.d.ts" />
/* global cronAdd */
// Daily at 03:15 server time. The job id is fixed so that a superuser (and the integration test)
// can run it at once through PocketBase's crons API: POST /api/crons/monitoringPrune.
cronAdd('monitoringPrune', '15 3 * * *', () => {
  const pruned = require(`${__hooks}/monitoring_prune.js`).pruneMonitoring($app);
  $app.logger().info('monitoring records pruned', 'count', pruned);
});
