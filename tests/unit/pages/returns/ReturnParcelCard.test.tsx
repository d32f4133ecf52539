// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReturnParcelCard } from '../../../../src/pages/returns/ReturnParcelCard';
import { renderInApp } from '../../../support/renderApp';
import { orderLine } from '../../db/fixtures';

afterEach(cleanup);

describe('a scanned return parcel', () => {
  it("groups its lines' quantities the Indian way", () => {
    const line = orderLine({ orderId: 'F-1', awb: 'FMPC1', quantity: '1200' });
    renderInApp(
      <ReturnParcelCard
        found={{
          parcel: { platform: 'flipkart', orderId: 'F-1', awb: 'FMPC1', date: line.date, lines: [line] },
          received: new Map(),
        }}
        onReceive={() => Promise.resolve()}
      />,
    );
    const [row] = within(screen.getByRole('table', { name: /^Lines of parcel/ }))
      .getAllByRole('row')
      .slice(1);
    expect(within(row!).getAllByRole('cell')[2]?.textContent).toBe('1,200');
  });
});
