// The browser build's '@zxing/library' (vite.config.ts): only the modules of the Code 128 reader
// (labelBarcodes.ts), about 25 kB, where the package's index pulls in all its readers and camera
// code (440 kB). Node (the command line, the tests) reads the package's own CommonJS index.
export { default as BitArray } from '@zxing/library/esm/core/common/BitArray';
export { default as Code128Reader } from '@zxing/library/esm/core/oned/Code128Reader';
