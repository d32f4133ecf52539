import { amountOf, cellString, dayOf, headerKey } from './cellValues';
import type { TransactionCell } from './transactionRecord';

type ValueKind = 'text' | 'amount' | 'date';

/** One column a reader takes: the field it fills, the report's header name, and how its cells read. */
export interface ColumnSpec {
  field: string;
  column: string;
  kind: ValueKind;
  required?: boolean;
  /** Other names the column goes by in some exports (with or without the '(INR)' suffix). */
  aliases?: readonly string[];
  /** For a name a report has twice (Flipkart P&L's `Bank Settlement [Projected] (INR)`): the group row's name above it. */
  group?: string;
}

/** A header column: its name, and the name of the group (merged cell) above it when the header has two rows. */
export interface HeaderColumn {
  group: string;
  name: string;
}

export interface LocatedColumns {
  specs: readonly ColumnSpec[];
  indexes: ReadonlyMap<string, number>;
  missing: string[];
}

/** Finds each spec's column by its trimmed, case-folded name (and group, if the spec names one); the first match wins. */
export function locateColumns(header: readonly HeaderColumn[], specs: readonly ColumnSpec[]): LocatedColumns {
  const keys = header.map(({ group, name }) => ({ group: headerKey(group), name: headerKey(name) }));
  const indexes = new Map<string, number>();
  const missing: string[] = [];
  for (const spec of specs) {
    const names = [spec.column, ...(spec.aliases ?? [])].map(headerKey);
    const group = spec.group === undefined ? null : headerKey(spec.group);
    const at = keys.findIndex((key) => names.includes(key.name) && (group === null || key.group.includes(group)));
    if (at >= 0) indexes.set(spec.field, at);
    else if (spec.required) missing.push(spec.column);
  }
  return { specs, indexes, missing };
}

export const singleRowHeader = (row: readonly TransactionCell[]): HeaderColumn[] =>
  row.map((cell) => ({ group: '', name: cellString(cell) }));

export type RowValues = Record<string, string | number>;

/** Why a row's values could not be read. */
export class RowSkip {
  constructor(readonly reason: string) {}
}

/**
 * A data row's fields by the located columns: text trimmed, amounts as numbers (thousands
 * separators read), dates as yyyy-MM-dd. A field whose column the report lacks is '' or 0. An
 * amount or date that cannot be read makes the whole row a skip, with the reason.
 */
export function readRowValues(row: readonly TransactionCell[], columns: LocatedColumns): RowValues | RowSkip {
  const values: RowValues = {};
  for (const spec of columns.specs) {
    const at = columns.indexes.get(spec.field);
    const cell = at === undefined ? undefined : row[at];
    if (spec.kind === 'text') {
      values[spec.field] = cellString(cell);
    } else if (spec.kind === 'amount') {
      const amount = amountOf(cell);
      if (amount === null) return new RowSkip(`'${spec.column}' is not an amount: '${cellString(cell)}'`);
      values[spec.field] = amount;
    } else {
      const day = cellString(cell) === '' ? '' : dayOf(cell);
      if (day === null) return new RowSkip(`'${spec.column}' is not a date: '${cellString(cell)}'`);
      values[spec.field] = day;
    }
  }
  return values;
}

/** The fields of the specs of one kind, in the specs' order: the amounts that go into a row's hash. */
export const fieldsOfKind = (specs: readonly ColumnSpec[], kind: ValueKind) =>
  specs.filter((spec) => spec.kind === kind).map((spec) => spec.field);
