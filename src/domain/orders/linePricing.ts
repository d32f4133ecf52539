import { resolveCostPrice, type CostPriceSource } from '../catalogue/costPrice';
import { PLATFORMS, perPlatform } from '../marketplaces';
import type { Category, Platform, Product } from '../records';
import type { FigureLine } from './orderFilter';
import { toPaise } from './money';

/** The part of the catalogue the order figures need; deleted records are ignored. */
export interface OrderCatalogue {
  products: readonly Pick<Product, 'sku' | 'platform' | 'name' | 'sellingPrice' | 'customCostPrice' | 'categoryId' | 'deleted'>[];
  categories: readonly Pick<Category, 'id' | 'name' | 'costPrice' | 'deleted'>[];
}

type PricedProduct = OrderCatalogue['products'][number];

/** What one unit of a line sells and costs for, in paise. */
export interface UnitPrice {
  sellingPaise: number;
  costPaise: number;
  costSource: CostPriceSource;
  /** False when no product has the line's SKU: it sells for 0 and is counted as unpriced. */
  priced: boolean;
  /** The catalogue's product name, when there is a product. */
  productName: string | null;
}

export interface LinePricing {
  unitPrice(line: FigureLine): UnitPrice;
  /** The current name of a category, undefined when it is unknown or deleted. */
  categoryName(categoryId: string): string | undefined;
}

/** As the label merge matches them (labels/catalogue.ts): ignoring case and runs of spaces. */
const normalizeSku = (sku: string) => sku.replace(/\s+/g, ' ').trim().toUpperCase();

/**
 * Prices order lines from the catalogue. A line's product is the one with its SKU on its
 * platform, else the same SKU on another, in table order (one seller, one SKU on every marketplace).
 * Its selling price gives the revenue, its cost resolves as everywhere else (product, then its
 * category, then 0). A line whose SKU has no product sells for 0, and its cost is its own
 * category's cost, else 0: the goods left the shelf even though the catalogue has no price.
 * Prices are worked out once per platform + SKU (and per category for unpriced lines).
 */
export function linePricing(catalogue: OrderCatalogue): LinePricing {
  const categories = new Map(
    catalogue.categories.filter((category) => !category.deleted).map((category) => [category.id, category]),
  );
  const products = new Map<string, Partial<Record<Platform, PricedProduct>>>();
  for (const product of catalogue.products) {
    if (product.deleted) continue;
    const key = normalizeSku(product.sku);
    const entry = products.get(key) ?? {};
    entry[product.platform] ??= product;
    products.set(key, entry);
  }

  const cache = perPlatform(() => new Map<string, UnitPrice | null>());
  const unpricedByCategory = new Map<string, UnitPrice>();

  function productPrice(sku: string, platform: Platform): UnitPrice | null {
    const entry = products.get(normalizeSku(sku));
    const product = entry?.[platform] ?? PLATFORMS.map((other) => entry?.[other]).find(Boolean);
    if (!product) return null;
    const cost = resolveCostPrice(product, categories.get(product.categoryId));
    return {
      sellingPaise: toPaise(product.sellingPrice),
      costPaise: toPaise(cost.value),
      costSource: cost.source,
      priced: true,
      productName: product.name,
    };
  }

  function unpricedPrice(line: FigureLine): UnitPrice {
    let price = unpricedByCategory.get(line.categoryId);
    if (!price) {
      const cost = resolveCostPrice(
        { sku: line.sku, customCostPrice: null, categoryId: line.categoryId },
        categories.get(line.categoryId),
      );
      price = { sellingPaise: 0, costPaise: toPaise(cost.value), costSource: cost.source, priced: false, productName: null };
      unpricedByCategory.set(line.categoryId, price);
    }
    return price;
  }

  return {
    unitPrice(line) {
      const known = cache[line.type];
      let price = known.get(line.sku);
      if (price === undefined) {
        price = productPrice(line.sku, line.type);
        known.set(line.sku, price);
      }
      return price ?? unpricedPrice(line);
    },
    categoryName: (categoryId) => categories.get(categoryId)?.name,
  };
}
