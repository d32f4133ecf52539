import { Group, Paper, Text } from '@mantine/core';
import { IconFileUpload, IconUpload } from '@tabler/icons-react';
import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent, type ReactNode } from 'react';

export interface FileDropZoneProps {
  /** File name endings accepted, lower case with the dot: ['.pdf']. */
  extensions: readonly string[];
  onFiles: (files: File[]) => void;
  onRejected?: (files: File[]) => void;
  multiple?: boolean;
  disabled?: boolean;
  /** Accessible name of the hidden file input. */
  inputLabel: string;
  children: ReactNode;
  /** Lets a button elsewhere open the file dialog. */
  openRef?: React.RefObject<(() => void) | null>;
}

function accepts(file: File, extensions: readonly string[]): boolean {
  const name = file.name.toLowerCase();
  return extensions.some((extension) => name.endsWith(extension));
}

/** A click-or-drop area for files, filtered by extension (the browser's MIME types are unreliable). */
export function FileDropZone({
  extensions,
  onFiles,
  onRejected,
  multiple = false,
  disabled = false,
  inputLabel,
  children,
  openRef,
}: FileDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  useEffect(() => {
    if (!openRef) return;
    openRef.current = () => {
      if (!disabled) input.current?.click();
    };
  }, [openRef, disabled]);
  const open = () => {
    if (!disabled) input.current?.click();
  };

  const take = (list: FileList | null) => {
    const files = Array.from(list ?? []).slice(0, multiple ? undefined : 1);
    const accepted = files.filter((file) => accepts(file, extensions));
    const rejected = files.filter((file) => !accepts(file, extensions));
    if (accepted.length > 0) onFiles(accepted);
    if (rejected.length > 0) onRejected?.(rejected);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files);
  };
  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) setDragging(true);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open();
    }
  };

  return (
    <Paper
      withBorder
      p="md"
      role="button"
      tabIndex={disabled ? -1 : 0}
      className="mantine-focus-auto"
      aria-disabled={disabled}
      onClick={open}
      onKeyDown={onKeyDown}
      onDragOver={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      style={{
        borderStyle: 'dashed',
        cursor: disabled ? 'not-allowed' : 'pointer',
        opacity: disabled ? 0.6 : 1,
        borderColor: dragging ? 'var(--mantine-primary-color-filled)' : undefined,
      }}
    >
      <Group justify="center" gap="sm" mih={72}>
        {dragging ? <IconUpload size={32} /> : <IconFileUpload size={32} />}
        <Text size="sm" c="dimmed" component="div">
          {children}
        </Text>
      </Group>
      <input
        ref={input}
        type="file"
        hidden
        multiple={multiple}
        accept={extensions.join(',')}
        aria-label={inputLabel}
        disabled={disabled}
        onChange={(event) => {
          take(event.currentTarget.files);
          event.currentTarget.value = '';
        }}
      />
    </Paper>
  );
}
