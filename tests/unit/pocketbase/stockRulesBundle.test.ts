import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RULES_BUNDLE, stockRulesBundle } from '../../../pocketbase/scripts/buildHooks';

describe("the server's stock rules (pocketbase/pb_hooks/stock_rules.generated.js)", () => {
  it('are the bundle of src/domain/stock.ts as it is now: run `npm run build:hooks` after changing the rules', async () => {
    expect(readFileSync(RULES_BUNDLE, 'utf8')).toBe(await stockRulesBundle());
  });

  it('load as CommonJS without Node, as PocketBase requires them', () => {
    const module = { exports: {} as Record<string, unknown> };
    new Function('module', 'exports', readFileSync(RULES_BUNDLE, 'utf8'))(module, module.exports);
    const { applyStockMovement } = module.exports as { applyStockMovement: (q: Map<string, number>, m: object) => unknown };
    const outcome = applyStockMovement(new Map([['a', 2]]), { categoryId: 'a', type: 'remove', quantity: 5, metadata: null });
    expect(outcome).toMatchObject({ ok: true, change: { previousQuantity: 2, newQuantity: 0, appliedDelta: -2 } });
  });
});
