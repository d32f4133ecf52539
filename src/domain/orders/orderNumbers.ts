import type { FigureLine } from './orderFilter';

/**
 * Numbers each distinct order (platform + order id), so that counting the orders of a day, a
 * category or a SKU is a set of small numbers rather than of joined strings. A line without an
 * order id cannot be told apart from another (orders/orderLines.ts keeps such drafts as they are),
 * so each is an order of its own.
 */
export function orderNumbers(): (line: FigureLine) => number {
  const byPlatform = new Map<string, Map<string, number>>();
  let next = 0;
  return (line) => {
    if (line.orderId === '') return next++;
    let numbers = byPlatform.get(line.type);
    if (!numbers) {
      numbers = new Map();
      byPlatform.set(line.type, numbers);
    }
    let number = numbers.get(line.orderId);
    if (number === undefined) {
      number = next++;
      numbers.set(line.orderId, number);
    }
    return number;
  };
}
