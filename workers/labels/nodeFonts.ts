import { readFile } from 'node:fs/promises';
import type { FooterFontSource } from './footerFonts';

const FONTS = new URL('../../public/fonts/', import.meta.url);

/** The footer fonts the app serves from public/fonts/, read from disk. */
export const nodeFooterFonts: FooterFontSource = async () => {
  const [regular, devanagari] = await Promise.all([
    readFile(new URL('NotoSans-Regular.ttf', FONTS)),
    readFile(new URL('NotoSansDevanagari-Regular.ttf', FONTS)),
  ]);
  return { regular: new Uint8Array(regular), devanagari: new Uint8Array(devanagari) };
};
