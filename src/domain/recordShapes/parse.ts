/**
 * Readers of stored values whose shape nobody vouches for: a record pulled from the server or
 * written by an older version may lack a field or hold another type (docs/SPEC.md §18). Each reader
 * returns the value in its type, or UNREADABLE.
 */

export const UNREADABLE: unique symbol = Symbol('unreadable');
type Unreadable = typeof UNREADABLE;

export type Parse<T> = (value: unknown) => T | Unreadable;

/** The fields of a record whose readers fail it, when it has failed. */
export type Fields<T> = { [K in keyof T]-?: Parse<T[K]> };

export const text: Parse<string> = (value) => (typeof value === 'string' ? value : UNREADABLE);

export const finite: Parse<number> = (value) => (typeof value === 'number' && Number.isFinite(value) ? value : UNREADABLE);

export const flag: Parse<boolean> = (value) => (typeof value === 'boolean' ? value : UNREADABLE);

export const oneOf =
  <T extends string>(values: readonly T[]): Parse<T> =>
  (value) =>
    values.includes(value as T) ? (value as T) : UNREADABLE;

export const nullable =
  <T>(parse: Parse<T>): Parse<T | null> =>
  (value) =>
    value === null ? null : parse(value);

/** A field a station may not have written (an older version, a partial record): `fallback` stands in. */
export const orElse =
  <T>(parse: Parse<T>, fallback: T): Parse<T> =>
  (value) => {
    const read = parse(value);
    return read === UNREADABLE ? fallback : read;
  };

/** A field that may be absent altogether, and is left absent. */
export const optional =
  <T>(parse: Parse<T>): Parse<T | undefined> =>
  (value) =>
    value === undefined ? undefined : parse(value);

export const listOf =
  <T>(parse: Parse<T>): Parse<T[]> =>
  (value) => {
    if (!Array.isArray(value)) return UNREADABLE;
    const items: T[] = [];
    for (const item of value as unknown[]) {
      const read = parse(item);
      if (read === UNREADABLE) return UNREADABLE;
      items.push(read);
    }
    return items;
  };

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export type ObjectReading<T> = { ok: true; value: T } | { ok: false; failed: string[] };

/**
 * An object whose every field reads, or the names of the fields that do not (all of them when it
 * is no object). Fields it has beyond those are kept as they are (the server's own, a report's
 * extra columns).
 */
export function readObject<T>(fields: Fields<T>, value: unknown): ObjectReading<T> {
  const entries = Object.entries(fields) as [string, Parse<unknown>][];
  if (!isPlainObject(value)) return { ok: false, failed: entries.map(([name]) => name) };
  const read: Record<string, unknown> = { ...value };
  const failed: string[] = [];
  for (const [name, parse] of entries) {
    const field = parse(value[name]);
    if (field === UNREADABLE) failed.push(name);
    else if (field === undefined) delete read[name];
    else read[name] = field;
  }
  return failed.length > 0 ? { ok: false, failed } : { ok: true, value: read as T };
}

export const objectOf =
  <T>(fields: Fields<T>): Parse<T> =>
  (value) => {
    const reading = readObject(fields, value);
    return reading.ok ? reading.value : UNREADABLE;
  };
