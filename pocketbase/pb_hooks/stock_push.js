/// <reference path="../pb_data/types.d.ts" />
/* global module, ValidationError */
// A station's push of stock movements, loaded with require() by stock_push.pb.js.
//
// The sync engine sends every queued movement here, never to /api/batch: in one transaction each
// new movement is applied exactly once, in order, by the stations' rules (stock.js), a resent one
// is acknowledged and applied no more, records are validated and announced as for any save, and
// each category is saved once per push rather than once per movement. A station sends what it
// intends (category, type, quantity, reason, metadata, when); the figures are the server's, and
// the answer carries them. The records API's request hooks (stock.pb.js) do not run here. A
// returned line's movement is the server's to make with the line's standing return record
// (returns.js): one sent is acknowledged when that record made it, and otherwise not applied.

const { applyMovement, categoryLedger, refuseQuantity } = require(`${__hooks}/stock.js`);
const { performerOf } = require(`${__hooks}/stock_rules.js`);
const { authorOf } = require(`${__hooks}/station_session.js`);
const { refuseMalformed } = require(`${__hooks}/record_shapes.js`);
const { answerTo, isRefusal } = require(`${__hooks}/save_failures.js`);
const { isReturnMovement } = require(`${__hooks}/returns.js`);
const { CATEGORY_NOT_FOUND } = require(`${__hooks}/stock_rules.generated.js`);

/**
 * What is taken of a movement as sent; the quantities it changed are the server's to record (a
 * station not yet updated still sends its own, which are not read), and so is `deleted`: a new
 * movement is always stored live, since a tombstone is dropped by every station and the movement
 * would change stock without showing in any history (docs/SPEC.md §18).
 */
const SENT_FIELDS = ['id', 'categoryId', 'type', 'quantity', 'reason', 'performedBy', 'timestamp', 'metadata'];

function sentMovements(e) {
  const body = e.requestInfo().body;
  const movements = body && body.movements;
  const max = $app.settings().batch.maxRequests;
  if (!Array.isArray(movements) || movements.length === 0 || movements.length > max) {
    throw new BadRequestError(`Send between 1 and ${max} stock movements.`);
  }
  return movements.map((movement) => (movement !== null && typeof movement === 'object' ? movement : {}));
}

/**
 * Like a batch, a push is not committed once its request is cancelled: the station has given up
 * on the answer, or the server is stopping. The refusal names no movement, so none is dropped.
 */
function stopIfCancelled(e) {
  if (e.request.context().err()) throw new BadRequestError('Stock push interrupted.');
}

/**
 * Applies and stores the movements of a push in order, in one transaction, and answers 200 with
 * the quantities of the categories its movements name; or changes nothing and answers 400 naming
 * the refused movement in the shape of a refused batch request, which the station sets aside as
 * it does one refused through /api/batch. A failure that is not the movement's (save_failures.js)
 * names none and answers 500, so the station keeps the movements and sends them again later.
 */
function pushMovements(e) {
  const movements = sentMovements(e);
  let refused = null;
  let categories = [];
  let figures = [];
  try {
    $app.runInTransaction((txApp) => {
      const collection = txApp.findCachedCollectionByNameOrId('stock_movements');
      const ids = movements.map((movement) => String(movement.id || '')).filter(Boolean);
      const stored = new Map(txApp.findRecordsByIds(collection, ids).map((record) => [record.id, record]));
      const ledger = categoryLedger(txApp);
      const sentIds = new Set();
      const signedInUser = e.auth && e.auth.collection().name === 'users' ? e.auth : null;
      movements.forEach((sent, index) => {
        stopIfCancelled(e);
        try {
          // A station sends each movement once per push: a second copy is a station's fault,
          // not a resend, and taking either copy would hide it.
          if (sent.id && sentIds.has(String(sent.id))) {
            throw new BadRequestError(`Stock movement ${sent.id} is sent twice`);
          }
          sentIds.add(String(sent.id || ''));
          if (sent.id && stored.has(String(sent.id))) return;
          // Without its client id, a movement could not be recognised when resent.
          if (!sent.id) {
            throw new BadRequestError('Failed to create record.', {
              id: new ValidationError('validation_required', 'Cannot be blank.'),
            });
          }
          if (isReturnMovement(txApp, String(sent.id), sent.reason)) {
            // Refused as any movement of a category that is gone; otherwise not applied.
            if (!ledger.exists(String(sent.categoryId || ''))) throw new BadRequestError(CATEGORY_NOT_FOUND);
            return;
          }
          refuseQuantity(sent.quantity);
          const movement = new Record(collection);
          for (const field of SENT_FIELDS) {
            if (sent[field] !== undefined) movement.set(field, sent[field]);
          }
          // The records API's shape check (record_shapes.pb.js) does not run for this route.
          refuseMalformed(movement);
          if (signedInUser) {
            const author = authorOf(txApp, signedInUser, sent, 'stock_movements', movement.id);
            movement.set('performedBy', performerOf(txApp, author, movement.id));
          }
          applyMovement(ledger, movement);
          txApp.save(movement);
          stored.set(movement.id, movement);
        } catch (error) {
          const answer = answerTo(error, 'Failed to create record.');
          if (isRefusal(answer)) refused = { index, error: answer };
          throw error;
        }
      });
      stopIfCancelled(e);
      categories = withNamedCategories(ledger, ledger.save(), movements);
      figures = movements.map((sent) => {
        const movement = stored.get(String(sent.id));
        return movement ? figuresOf(movement) : notApplied(String(sent.id));
      });
    });
  } catch (error) {
    if (!refused) throw answerTo(error, 'Stock movements refused.');
    const { index, error: response } = refused;
    return e.json(400, {
      status: 400,
      message: 'Stock movements refused.',
      data: {
        requests: {
          [index]: {
            code: 'stock_movement_refused',
            message: 'Stock movement refused.',
            response: { status: response.status, message: response.message, data: response.data },
          },
        },
      },
    });
  }
  // The server's figures let the station show them at once, before its next pull.
  return e.json(200, { acknowledged: movements.length, categories, movements: figures });
}

/**
 * What the server made of a stored movement, which the station takes in place of its own view; a
 * resent movement may have been deleted since (a tombstone), which the station then drops.
 */
function figuresOf(movement) {
  return {
    id: movement.id,
    deleted: movement.getBool('deleted'),
    previousQuantity: movement.getFloat('previousQuantity'),
    newQuantity: movement.getFloat('newQuantity'),
    appliedDelta: movement.getFloat('appliedDelta'),
    sequence: movement.getInt('sequence'),
    performedBy: movement.getString('performedBy'),
    updated: movement.getString('updated'),
  };
}

/**
 * A return movement the line's standing record did not make: nothing is stored, and the station,
 * told it is deleted, drops its own copy as it drops a tombstone.
 */
function notApplied(id) {
  return { id, deleted: true, previousQuantity: 0, newQuantity: 0, appliedDelta: 0, sequence: 0, performedBy: '', updated: '' };
}

/**
 * The saved categories and the quantities of the other live categories the movements name: a
 * movement acknowledged or not applied changes no quantity here, yet the station's view of the
 * category may lack one the server changed meanwhile (a return record's movement, returns.js).
 */
function withNamedCategories(ledger, saved, movements) {
  const named = new Map(saved.map((category) => [category.id, category]));
  for (const sent of movements) {
    const target = sent.metadata && typeof sent.metadata === 'object' ? sent.metadata.targetCategoryId : '';
    for (const id of [sent.categoryId, target]) {
      if (typeof id === 'string' && !named.has(id) && ledger.exists(id))
        named.set(id, { id, totalQuantity: ledger.quantity(id) });
    }
  }
  return [...named.values()];
}

module.exports = { pushMovements };
