import { Alert, Button, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadCsv } from '../../components/downloadCsv';
import { localDatabase } from '../../db/localDatabase';
import { readCatalogue } from '../../db/products';
import { categoriesCsv, productsCsv } from '../../domain/catalogue/catalogueCsv';
import { causeMessage } from '../../domain/errors';
import { FETCH_PRODUCTS_FAILED } from './useCatalogue';

const PRODUCTS_CSV_NAME = 'products.csv';
const CATEGORIES_CSV_NAME = 'categories.csv';

/** The whole catalogue, whatever the screen's filters: products.csv and categories.csv. */
export function ExportCatalogueButton() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const exportCatalogue = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const { products, categories } = await readCatalogue(localDatabase());
      downloadCsv(PRODUCTS_CSV_NAME, productsCsv(products, categories));
      downloadCsv(CATEGORIES_CSV_NAME, categoriesCsv(categories));
    } catch (error) {
      setFailure(causeMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap={4}>
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        onClick={() => void exportCatalogue()}
        loading={busy}
      >
        Export CSV
      </Button>
      {failure && (
        <Alert color="red" title={FETCH_PRODUCTS_FAILED} role="alert" withCloseButton onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
    </Stack>
  );
}
