import type { FooterFontSource } from './footerFonts';

async function fontBytes(file: string): Promise<Uint8Array> {
  const response = await fetch(new URL(`${import.meta.env.BASE_URL}fonts/${file}`, self.location.origin));
  if (!response.ok) throw new Error(`Footer font ${file} is unavailable (${response.status})`);
  return new Uint8Array(await response.arrayBuffer());
}

/** The footer fonts from public/fonts/, which the service worker's runtime cache holds (vite.lazyAssets.ts), so this works offline. */
export const browserFooterFonts: FooterFontSource = async () => {
  const [regular, devanagari] = await Promise.all([
    fontBytes('NotoSans-Regular.ttf'),
    fontBytes('NotoSansDevanagari-Regular.ttf'),
  ]);
  return { regular, devanagari };
};
