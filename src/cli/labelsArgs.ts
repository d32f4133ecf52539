import { parseArgs } from 'node:util';
import { labelFormats, perFormat } from '../domain/labels/formats/registry';
import type { Platform } from '../domain/records';
import { DEFAULT_OUTPUT_LAYOUT, isOutputLayout, OUTPUT_LAYOUTS, type OutputLayout } from '../domain/labels/outputLayout';
import { isSortDirection, isSortKey, type LabelSortConfig, SORT_DIRECTIONS, SORT_KEYS } from '../domain/labels/sortConfig';
import { whereWritten } from './writeTogether';

const FILE_OPTIONS = labelFormats()
  .map((format) => `[--${format.platform} FILE]...`)
  .join(' ');

export const LABELS_USAGE = `usage: labels merge ${FILE_OPTIONS} [--catalogue FILE] --out FILE
       [--summary FILE] [--primary ${SORT_KEYS.join('|')}] [--secondary ${SORT_KEYS.join('|')}]
       [--order ${SORT_DIRECTIONS.join('|')}] [--keep-duplicates] [--picklist] [--layout ${OUTPUT_LAYOUTS.join('|')}]`;

/** `--amazon FILE`, given as often as there are files. */
interface FileOption {
  type: 'string';
  multiple: true;
  default: string[];
}

export interface MergeCommand {
  /** Each marketplace's files, from `--amazon FILE`, `--flipkart FILE`, ... */
  files: Record<Platform, string[]>;
  catalogue: string | null;
  out: string;
  summary: string | null;
  sort: Partial<LabelSortConfig>;
  keepDuplicates: boolean;
  pickList: boolean;
  layout: OutputLayout;
}

function parsedMergeArgs(args: string[]) {
  try {
    return parseArgs({
      args,
      strict: true,
      allowPositionals: true,
      options: {
        ...perFormat((): FileOption => ({ type: 'string', multiple: true, default: [] })),
        catalogue: { type: 'string' },
        out: { type: 'string' },
        summary: { type: 'string' },
        primary: { type: 'string' },
        secondary: { type: 'string' },
        order: { type: 'string' },
        'keep-duplicates': { type: 'boolean', default: false },
        picklist: { type: 'boolean', default: false },
        layout: { type: 'string' },
      },
    });
  } catch (error) {
    // parseArgs says what was wrong ('Unknown option'), not what would be right.
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${LABELS_USAGE}`);
  }
}

/** Parses `merge ...`; throws an Error whose message is meant for stderr. */
export function parseMergeCommand(argv: readonly string[]): MergeCommand {
  const [command, ...rest] = argv;
  if (command !== 'merge') throw new Error(command ? `Unknown command: ${command}\n${LABELS_USAGE}` : LABELS_USAGE);
  const { values, positionals } = parsedMergeArgs(rest);
  if (positionals.length) throw new Error(`Unexpected argument: ${positionals[0]}\n${LABELS_USAGE}`);
  if (!values.out) throw new Error(`--out FILE is required\n${LABELS_USAGE}`);
  // Written together, the summary would replace the PDF it describes.
  if (values.summary !== undefined && whereWritten(values.summary) === whereWritten(values.out))
    throw new Error(`--summary must name another file than --out`);
  const sort: Partial<LabelSortConfig> = {};
  for (const [option, key] of [
    ['primary', 'primarySort'],
    ['secondary', 'secondarySort'],
  ] as const) {
    const value = values[option];
    if (value === undefined) continue;
    if (!isSortKey(value)) throw new Error(`--${option} must be one of ${SORT_KEYS.join(', ')}`);
    sort[key] = value;
  }
  if (values.order !== undefined) {
    if (!isSortDirection(values.order)) throw new Error(`--order must be one of ${SORT_DIRECTIONS.join(', ')}`);
    sort.sortOrder = values.order;
  }
  const layout = values.layout ?? DEFAULT_OUTPUT_LAYOUT;
  if (!isOutputLayout(layout)) throw new Error(`--layout must be one of ${OUTPUT_LAYOUTS.join(', ')}`);
  return {
    files: perFormat((format) => values[format.platform]),
    catalogue: values.catalogue ?? null,
    out: values.out,
    summary: values.summary ?? null,
    sort,
    keepDuplicates: values['keep-duplicates'],
    pickList: values.picklist,
    layout,
  };
}
