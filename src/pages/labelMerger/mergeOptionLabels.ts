import type { OutputLayout } from '../../domain/labels/outputLayout';

export const LAYOUT_LABEL: Record<OutputLayout, string> = { a4: 'As downloaded', 'thermal-4x6': 'Thermal 4x6' };

/** The options panel's element id, for the toggle that folds it. */
export const MERGE_OPTIONS_ID = 'label-merge-options';
