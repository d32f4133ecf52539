import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { downloadCsv } from '../../components/downloadCsv';

interface TransactionCsvButtonProps {
  /** What is exported, for a screen reader: 'Export CSV of SKUs'. */
  what: string;
  fileName: string;
  csv: () => string;
}

/** Downloads one table of the screen as CSV; the text is made on the click. */
export function TransactionCsvButton({ what, fileName, csv }: TransactionCsvButtonProps) {
  return (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconDownload size={14} />}
      aria-label={`Export CSV of ${what}`}
      onClick={() => downloadCsv(fileName, csv())}
    >
      Export CSV
    </Button>
  );
}
