import { inflateSync, unzlibSync } from 'fflate';
import type { Inflate } from './streamData';

/**
 * Inflate for browsers (and the in-thread reader): fflate, synchronous like the rest of the
 * reader. As in Node (nodeInflate.ts), complete data without its checksum is read, data cut short is not.
 */
export const portableInflate: Inflate = (data) => {
  try {
    return unzlibSync(data);
  } catch (error) {
    try {
      return inflateSync(data.subarray(2));
    } catch {
      throw error;
    }
  }
};
