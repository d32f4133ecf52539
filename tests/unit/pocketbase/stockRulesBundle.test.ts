import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { RULES_BUNDLE, stockRulesBundle } from '../../../pocketbase/scripts/buildHooks';
import { idFromKey } from '../../../src/domain/ids';
import { orderStockMovementId } from '../../../src/domain/inventory/orderStock';
import { returnReason, returnReasonParts, returnStockMovementId } from '../../../src/domain/returns/returnedLines';

interface ServerRules {
  applyStockMovement: (quantities: Map<string, number>, movement: object) => unknown;
  idFromKey: typeof idFromKey;
  orderStockMovementId: typeof orderStockMovementId;
  returnStockMovementId: typeof returnStockMovementId;
  returnReason: typeof returnReason;
  returnReasonParts: typeof returnReasonParts;
}

/**
 * The bundle loaded as PocketBase's require() loads it, in a bare JavaScript context: no Node, no
 * DOM, no TextEncoder (goja has none), no crypto.
 */
function loadBundle(): ServerRules {
  const module = { exports: {} };
  runInNewContext(`(function (module, exports) {\n${readFileSync(RULES_BUNDLE, 'utf8')}\n})(module, module.exports);`, {
    module,
  });
  return module.exports as ServerRules;
}

const line = { type: 'flipkart' as const, orderId: 'OD 4321 / A', awb: 'FMPP0123', sku: 'चंदन-1', date: '2026-01-02' };

describe("the server's stock rules and ids (pocketbase/pb_hooks/stock_rules.generated.js)", () => {
  it('are the bundle of src/domain as it is now: run `npm run build:hooks` after changing the rules', async () => {
    expect(readFileSync(RULES_BUNDLE, 'utf8')).toBe(await stockRulesBundle());
  });

  it('load as CommonJS without Node, as PocketBase requires them', () => {
    const { applyStockMovement } = loadBundle();
    expect(runInNewContext('typeof TextEncoder')).toBe('undefined');
    const outcome = applyStockMovement(new Map([['a', 2]]), { categoryId: 'a', type: 'remove', quantity: 5, metadata: null });
    expect(outcome).toMatchObject({ ok: true, change: { previousQuantity: 2, newQuantity: 0, appliedDelta: -2 } });
  });

  it("make the stations' natural-key ids without TextEncoder, for ASCII and non-ASCII keys", () => {
    const server = loadBundle();
    for (const parts of [['a'], ['order-stock', 'amazon', '402-1 2', 'चंदन-1'], ['x\u0000y', 'é😀', '']]) {
      expect(server.idFromKey(parts)).toBe(idFromKey(parts));
    }
    expect(server.orderStockMovementId(line)).toBe(orderStockMovementId(line));
    expect(server.orderStockMovementId({ ...line, awb: '' })).toBe(orderStockMovementId({ ...line, awb: '' }));
    expect(server.returnStockMovementId(line)).toBe(returnStockMovementId(line));
    expect(server.returnReason(line.orderId, line.sku)).toBe(returnReason(line.orderId, line.sku));
    expect(server.returnReasonParts(returnReason('OD: 7', 'चंदन-1'))).toEqual(returnReasonParts(returnReason('OD: 7', 'चंदन-1')));
  });

  it('hold only the rules and the hash they need: no Dexie, no DOM, no random ids', () => {
    const text = readFileSync(RULES_BUNDLE, 'utf8');
    const sources = [...text.matchAll(/^\/\/ (\S+\/\S+)$/gm)].map((match) => match[1]);
    expect(sources).toContain('src/domain/ids.ts');
    for (const source of sources) {
      expect(source).toMatch(/^(src\/domain\/|node_modules\/@noble\/hashes\/)/);
    }
    expect(text).not.toMatch(/getRandomValues|indexedDB|window\.|document\./);
  });
});
