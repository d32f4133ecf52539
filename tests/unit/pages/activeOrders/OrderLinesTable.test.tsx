// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OrderLinesTable } from '../../../../src/pages/activeOrders/OrderLinesTable';
import { renderInApp } from '../../../support/renderApp';
import { orderLine } from '../../db/fixtures';

/** jsdom lays nothing out; the virtualised table needs a viewport height to know which rows are in view. */
const sizes = ['clientHeight', 'clientWidth'] as const;
beforeAll(() => {
  for (const name of sizes) Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => 600 });
});
afterAll(() => {
  for (const name of sizes) Reflect.deleteProperty(HTMLElement.prototype, name);
});
afterEach(cleanup);

describe('the order lines table', () => {
  it('groups a quantity the Indian way, and shows one that is not a number as stored', () => {
    const lines = [
      orderLine({ orderId: 'F-1', quantity: '1200' }),
      orderLine({ orderId: 'F-2', quantity: '3' }),
      orderLine({ orderId: 'F-3', quantity: 'two' }),
    ];
    renderInApp(<OrderLinesTable lines={lines} marks={new Map()} scrollResetKey="" />);
    const quantities = within(screen.getByRole('table', { name: 'Order lines' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[4]?.textContent);
    expect(quantities).toEqual(['1,200', '3', 'two']);
  });
});
