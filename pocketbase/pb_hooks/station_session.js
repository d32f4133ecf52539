/// <reference path="../pb_data/types.d.ts" />
/* global module */
// Loaded with require() by station_session.pb.js and by the hooks that record who made a record
// (stock_rules.pb.js, stock_push.js, merge_history.js).

/**
 * Sign-out ends the token itself: a new token key makes every token of this user worthless, on
 * this station and on every other, which then asks to sign in again (its outbox stays).
 */
function endSessions(e) {
  const user = e.app.findRecordById('users', e.auth.id);
  user.refreshTokenKey();
  e.app.save(user);
  return e.noContent(204);
}

function authorKeyOf(user) {
  return $security.hs256(`author-key\n${user.id}`, user.getString('authorSecret'));
}

/** What a station signs a queued change with: src/domain/authorship.ts's authorProof. */
function proofOf(key, collection, recordId) {
  return $security.hs256(`${collection}\n${recordId}`, key);
}

/** The signed-in user's author key, made on first use; never the secret it comes from. */
function answerAuthorKey(e) {
  let user = e.app.findRecordById('users', e.auth.id);
  if (user.getString('authorSecret') === '') {
    e.app.runInTransaction((txApp) => {
      user = txApp.findRecordById('users', e.auth.id);
      if (user.getString('authorSecret') !== '') return;
      user.set('authorSecret', $security.randomString(64));
      txApp.save(user);
    });
  }
  return e.json(200, { authorKey: authorKeyOf(user) });
}

/**
 * Who made a record a station sent: the user named by its `authorProof` ("<user id>.<proof>")
 * when the proof is that user's, for this collection and record id; otherwise the signed-in user
 * who sent it. A proof comes only from a station that user was signed in on, made when the change
 * was queued, so a user can push another user's offline work but cannot claim to be anyone.
 */
function authorOf(app, auth, sent, collection, recordId) {
  const claim = sent && typeof sent.authorProof === 'string' ? sent.authorProof : '';
  const [userId, proof] = claim.split('.');
  if (!auth || !userId || !proof || userId === auth.id || !recordId) return auth;
  try {
    const user = app.findRecordById('users', userId);
    if (user.getString('authorSecret') === '') return auth;
    return $security.equal(proofOf(authorKeyOf(user), collection, recordId), proof) ? user : auth;
  } catch {
    return auth;
  }
}

/**
 * Writes in `field` the signed-in user's e-mail, or that of the user whose offline work the record
 * is (proven with authorOf), never what the station wrote there: any station could claim anyone.
 */
function signWithAuth(e, field) {
  if (!e.auth || e.auth.collection().name !== 'users') return;
  const author = authorOf(e.app, e.auth, e.requestInfo().body, e.record.collection().name, e.record.id);
  e.record.set(field, author.email());
}

module.exports = { answerAuthorKey, authorOf, endSessions, signWithAuth };
