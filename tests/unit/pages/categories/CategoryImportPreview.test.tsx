// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CategoryImportPreview } from '../../../../src/pages/categories/CategoryImportPreview';
import { renderInApp } from '../../../support/renderApp';

afterEach(cleanup);

describe("a categories CSV's preview", () => {
  it('groups the count on its import button the Indian way', () => {
    const create = Array.from({ length: 1200 }, (_, at) => `Category ${at}`);
    renderInApp(
      <CategoryImportPreview
        fileName="categories.csv"
        plan={{ create, update: [], skipped: [] }}
        busy={false}
        onImport={() => undefined}
        onCancel={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: 'Import 1,200 categories' })).toBeTruthy();
  });
});
