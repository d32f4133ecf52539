import { describe, expect, it } from 'vitest';
import { pullsAgainFromStart, recordsGoneFromServer } from '../../../src/domain/serverIncarnation';

describe('pulling again from the start after a restore', () => {
  it('trusts a cursor saved under the same incarnation, and a collection never pulled has none', () => {
    expect(pullsAgainFromStart({ incarnation: 'A' }, 'A')).toBe(false);
    expect(pullsAgainFromStart(undefined, 'A')).toBe(false);
  });

  it('distrusts a cursor saved under another incarnation, or before the server had one', () => {
    expect(pullsAgainFromStart({ incarnation: 'A' }, 'B')).toBe(true);
    expect(pullsAgainFromStart({}, 'B')).toBe(true);
  });

  it("finds the station's records the server did not list, keeping those with changes to send", () => {
    const listed = new Set(['kept', 'also kept']);
    const pending = new Set(['made offline', 'edited offline']);
    expect(recordsGoneFromServer(['kept', 'ghost', 'made offline', 'also kept', 'other ghost'], listed, pending)).toEqual([
      'ghost',
      'other ghost',
    ]);
    expect(recordsGoneFromServer(['edited offline'], new Set(), pending)).toEqual([]);
  });
});
