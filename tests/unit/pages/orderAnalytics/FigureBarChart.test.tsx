// @vitest-environment jsdom
import { cleanup, fireEvent, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FigureBarChart } from '../../../../src/pages/orderAnalytics/FigureBarChart';
import { renderInApp } from '../../../support/renderApp';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** jsdom lays nothing out: the chart draws its axes only in a box with a size. */
function layOutCharts() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const chart = this.classList.contains('recharts-responsive-container');
    return DOMRect.fromRect(chart ? { width: 600, height: 240 } : { width: 30, height: 12 });
  });
}

const valueTicks = () =>
  [...document.querySelectorAll('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value')].map(
    (tick) => tick.textContent,
  );

const row = (name: string, revenue: number) => ({ name, orders: 1, revenue });

describe('the figure bar chart', () => {
  it('writes whole rupees with Indian grouping on its revenue axis, and paise in its tooltip', async () => {
    layOutCharts();
    renderInApp(
      <FigureBarChart label="Revenue by SKU" measure="revenue" rows={[row('Chandan', 200000.5), row('Kaudi', 50000.25)]} />,
    );
    await waitFor(() => expect(valueTicks().length).toBeGreaterThan(1));
    expect(valueTicks()).toContain('₹1,10,000');
    expect(valueTicks().every((tick) => tick !== null && /^₹[\d,]+$/.test(tick))).toBe(true);
    fireEvent.mouseMove(document.querySelector('.recharts-wrapper') as Element, { clientX: 300, clientY: 40 });
    await waitFor(() =>
      expect(document.querySelector('.mantine-ChartTooltip-tooltipBody')?.textContent).toContain('₹2,00,000.50'),
    );
  });
});
