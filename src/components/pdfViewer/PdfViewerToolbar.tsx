import { ActionIcon, Button, ColorInput, Group, SegmentedControl, Text, TextInput, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconDownload, IconPrinter, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { causeMessage } from '../../domain/errors';
import { formatCount } from '../../domain/format';
import { rangeProblem } from '../../domain/typedNumber';
import { SettingField } from './SettingField';
import type { ViewerPdf } from '../../stores/pdfViewerFile';
import type { EditorTool, PdfViewerSession } from './pdfViewerSession';

/** docs/SPEC.md §9's editor defaults: free text 10 pt, ink 1 wide, black. */
const DEFAULT_FONT_SIZE = 10;
const DEFAULT_THICKNESS = 1;
const DEFAULT_COLOR = '#000000';
const ZOOM_STEP = 1.25;
const FONT_SIZES = { min: 5, max: 100, whole: false };
const THICKNESSES = { min: 1, max: 20, whole: false };

const pdfUrl = (bytes: Uint8Array): string =>
  URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }));

function download(bytes: Uint8Array, name: string): void {
  const url = pdfUrl(bytes);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Prints through the browser's own PDF printing, in a hidden frame of its own. */
function print(bytes: Uint8Array): void {
  const url = pdfUrl(bytes);
  const frame = document.createElement('iframe');
  frame.style.display = 'none';
  frame.title = 'Printing';
  frame.src = url;
  frame.onload = () => frame.contentWindow?.print();
  document.body.append(frame);
  setTimeout(() => {
    frame.remove();
    URL.revokeObjectURL(url);
  }, 60_000);
}

type SaveState = { status: 'idle' | 'saving' } | { status: 'saved'; name: string } | { status: 'failed'; message: string };

interface ToolbarProps {
  session: PdfViewerSession;
  pdf: ViewerPdf;
}

export function PdfViewerToolbar({ session, pdf }: ToolbarProps) {
  const [page, setPage] = useState('1');
  const [fontSize, setFontSize] = useState(String(DEFAULT_FONT_SIZE));
  const [thickness, setThickness] = useState(String(DEFAULT_THICKNESS));
  const [query, setQuery] = useState('');
  const [tool, setTool] = useState<EditorTool>('none');
  const [saving, setSaving] = useState<SaveState>({ status: 'idle' });

  useEffect(() => {
    const follow = ({ pageNumber }: { pageNumber: number }) => setPage(String(pageNumber));
    session.eventBus.on('pagechanging', follow);
    return () => session.eventBus.off('pagechanging', follow);
  }, [session]);

  const choose = (value: string) => {
    const next = value as EditorTool;
    setTool(next);
    void session.useTool(next);
  };
  const saveCopy = async () => {
    setSaving({ status: 'saving' });
    try {
      const name = await pdf.saveCopy(await session.save());
      setTool('none');
      setSaving({ status: 'saved', name });
    } catch (cause) {
      setSaving({ status: 'failed', message: causeMessage(cause) });
    }
  };

  return (
    <Group gap="xs" wrap="wrap" pb="xs" role="toolbar" aria-label="PDF viewer tools">
      <SettingField
        label="Page"
        text={page}
        onText={setPage}
        rule={(value) => rangeProblem('Page', value, { min: 1, max: session.pageCount, whole: true })}
        apply={(value) => session.goToPage(value)}
      />
      <Text size="sm">of {formatCount(session.pageCount)}</Text>
      <Tooltip label="Zoom out">
        <ActionIcon variant="default" size="lg" aria-label="Zoom out" onClick={() => session.zoom(1 / ZOOM_STEP)}>
          <IconZoomOut size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Zoom in">
        <ActionIcon variant="default" size="lg" aria-label="Zoom in" onClick={() => session.zoom(ZOOM_STEP)}>
          <IconZoomIn size={16} />
        </ActionIcon>
      </Tooltip>
      <Button variant="default" onClick={() => session.fitWidth()}>
        Fit width
      </Button>
      <TextInput
        aria-label="Search text"
        placeholder="Search text"
        value={query}
        w={160}
        onChange={(event) => setQuery(event.currentTarget.value)}
        onKeyDown={(event) => event.key === 'Enter' && query && session.find(query, true)}
      />
      <Button variant="default" onClick={() => session.find(query, false)} disabled={!query}>
        Find
      </Button>
      <Tooltip label="Print">
        <ActionIcon variant="default" size="lg" aria-label="Print" onClick={() => print(pdf.bytes)}>
          <IconPrinter size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Download">
        <ActionIcon variant="default" size="lg" aria-label="Download" onClick={() => download(pdf.bytes, pdf.name)}>
          <IconDownload size={16} />
        </ActionIcon>
      </Tooltip>
      {!session.readOnly && (
        <>
          <SegmentedControl
            aria-label="Annotation tool"
            value={tool}
            onChange={choose}
            data={[
              { value: 'none', label: 'Select' },
              { value: 'freetext', label: 'Text note' },
              { value: 'ink', label: 'Draw' },
            ]}
          />
          {tool === 'freetext' && (
            <SettingField
              label="Font size"
              text={fontSize}
              onText={setFontSize}
              rule={(value) => rangeProblem('Font size', value, FONT_SIZES)}
              apply={(value) => session.setFreeTextSize(value)}
            />
          )}
          {tool === 'ink' && (
            <SettingField
              label="Thickness"
              text={thickness}
              onText={setThickness}
              rule={(value) => rangeProblem('Thickness', value, THICKNESSES)}
              apply={(value) => session.setInkThickness(value)}
            />
          )}
          {tool !== 'none' && (
            <ColorInput
              aria-label="Colour"
              eyeDropperButtonProps={{ 'aria-label': 'Pick the colour from the screen' }}
              defaultValue={DEFAULT_COLOR}
              w={130}
              onChangeEnd={(color) => session.setColor(tool, color)}
            />
          )}
          <Tooltip label="Undo">
            <ActionIcon variant="default" size="lg" aria-label="Undo" onClick={() => session.undo()}>
              <IconArrowBackUp size={16} />
            </ActionIcon>
          </Tooltip>
          <Button loading={saving.status === 'saving'} onClick={() => void saveCopy()}>
            Save annotated copy
          </Button>
          {saving.status === 'saved' && (
            <Text size="sm" role="status">
              Annotated copy saved as {saving.name}
            </Text>
          )}
          {saving.status === 'failed' && (
            <Text size="sm" c="red" role="alert">
              {saving.message}
            </Text>
          )}
        </>
      )}
    </Group>
  );
}
