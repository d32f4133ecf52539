/**
 * The specification's stored-data rule (docs/SPEC.md §5): a value written to the database may
 * contain no undefined values and no functions.
 *
 * Paths are dotted from the value checked, array positions included: `inventory.quantity`,
 * `data.items.2.name`. The value itself sits at `path`, which is '' unless the caller names it,
 * so an undefined root reports 'at path: ' with nothing after it. Array holes count as undefined,
 * because IndexedDB would store them as such.
 */
export function assertStorable(value: unknown, path = ''): void {
  if (value === undefined) {
    throw new Error(`Undefined value not allowed in Firestore at path: ${path}`);
  }
  if (typeof value === 'function') {
    throw new Error(`Function values not allowed in Firestore at path: ${path}`);
  }
  if (value === null || typeof value !== 'object' || isOpaqueLeaf(value)) return;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      assertStorable(value[index], childPath(path, String(index)));
    }
    return;
  }
  for (const [key, child] of Object.entries(value)) {
    assertStorable(child, childPath(path, key));
  }
}

/** Binary and date values are stored whole by IndexedDB; their insides are not record fields. */
function isOpaqueLeaf(value: object): boolean {
  return value instanceof Date || value instanceof Blob || value instanceof ArrayBuffer || ArrayBuffer.isView(value);
}

function childPath(parent: string, key: string): string {
  return parent === '' ? key : `${parent}.${key}`;
}
