// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_PRODUCT_SORT } from '../../../../src/domain/catalogue/productSort';
import { ProductTable } from '../../../../src/pages/products/ProductTable';
import { renderInApp } from '../../../support/renderApp';
import { product } from '../../db/fixtures';

afterEach(cleanup);

describe('the products table', () => {
  it("groups the count in its select-all box's name the Indian way", () => {
    const products = Array.from({ length: 1200 }, (_, at) => product({ sku: `CH-${at}` }));
    renderInApp(
      <ProductTable
        products={products}
        categoriesById={new Map()}
        selected={new Set()}
        sort={DEFAULT_PRODUCT_SORT}
        onSort={() => undefined}
        onToggle={() => undefined}
        onToggleAll={() => undefined}
        onOpen={() => undefined}
        rowAction={null}
        showVisibility
        showCategory
        scrollResetKey=""
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Select all 1,200 shown products' })).toBeTruthy();
  });
});
