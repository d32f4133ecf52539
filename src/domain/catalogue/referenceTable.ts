import referenceSkus from './reference-skus.json';

/** docs/SPEC.md §3's built-in reference table: about 150 SKUs with a description and a cost price. */
export interface ReferenceSku {
  sku: string;
  description: string;
  costPrice: number;
}

export const REFERENCE_SKUS: readonly ReferenceSku[] = referenceSkus;

const BY_SKU = new Map(REFERENCE_SKUS.map((entry) => [entry.sku, entry]));

export function referenceSku(sku: string): ReferenceSku | undefined {
  return BY_SKU.get(sku);
}

/** The description an imported product gets instead of the file's, when its SKU is in the table. */
export function referenceDescription(sku: string): string | undefined {
  return BY_SKU.get(sku)?.description;
}
