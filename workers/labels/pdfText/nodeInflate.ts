import { inflateRawSync, inflateSync } from 'node:zlib';
import type { Inflate } from './streamData';

/**
 * Node's zlib. A stream whose data is complete but whose checksum is missing is read, as pdf.js
 * reads it; a stream cut short fails (and pdf.js, which fails on it too, is left to say so).
 */
export const nodeInflate: Inflate = (data) => {
  try {
    return inflateSync(data);
  } catch (error) {
    try {
      return inflateRawSync(data.subarray(2));
    } catch {
      throw error;
    }
  }
};
