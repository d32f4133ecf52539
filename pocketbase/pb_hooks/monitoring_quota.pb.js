/// <reference path="../pb_data/types.d.ts" />
// Monitoring records are bounded per user (monitoring_quota.js).
onRecordCreateRequest((e) => {
  require(`${__hooks}/monitoring_quota.js`).checkQuota(e);
  e.next();
}, 'monitoring');
