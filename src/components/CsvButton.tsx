import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { downloadCsv } from './downloadCsv';

interface CsvButtonProps {
  /** What is exported, for a screen reader: 'Export CSV of categories'. */
  what: string;
  fileName: string;
  csv: () => string;
}

/** Downloads one table of the screen as CSV; the text is made on the click, not on every render. */
export function CsvButton({ what, fileName, csv }: CsvButtonProps) {
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
