/// <reference path="../pb_data/types.d.ts" />
/* global module, ValidationError */
// A station's push of stock movements, loaded with require() by stock_push.pb.js.
//
// The sync engine sends every queued movement here, never to /api/batch: in one transaction each
// new movement is applied exactly once, in order, by the stations' rules (stock.js), a resent one
// is acknowledged and applied no more, records are validated and announced as for any save, and
// each category is saved once per push rather than once per movement. A station sends what it
// intends (category, type, quantity, reason, metadata, when); the figures are the server's, and
// the answer carries them. The records API's request hooks (stock.pb.js) do not run here.

const { applyMovement, categoryLedger, refuseQuantity } = require(`${__hooks}/stock.js`);
const { performerOf } = require(`${__hooks}/stock_rules.js`);
const { authorOf } = require(`${__hooks}/station_session.js`);
const { refuseMalformed } = require(`${__hooks}/record_shapes.js`);
const { answerTo, isRefusal } = require(`${__hooks}/save_failures.js`);

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
 * the quantities of the categories it changed; or changes nothing and answers 400 naming the
 * refused movement in the shape of a refused batch request, which the station sets aside as it
 * does one refused through /api/batch. A failure that is not the movement's (save_failures.js)
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
      categories = ledger.save();
      figures = movements.map((sent) => figuresOf(stored.get(String(sent.id))));
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

module.exports = { pushMovements };
