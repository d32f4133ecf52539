import { amazonListingReport } from '../../fixtures/listings/amazonListingReport';
import { AMAZON_ROWS } from '../../fixtures/listings/listingFixtureData';

/**
 * An Amazon report whose preview lists more notes than fit its box: long SKUs, prices read past
 * a currency mark, prices that are no number, a row without SKU.
 */
export function reportWithNotes(): Buffer {
  const extra = Array.from({ length: 8 }, (_, at) => ({
    'item-name': `Kapoor tablets ${at}`,
    'seller-sku': `SS-CHANDAN-TILAK-PASTE-${at}`,
    price: at % 2 ? 'Rs. 120' : 'price on request',
    asin1: `B0NOTE000${at}`,
    status: 'Active',
  }));
  return Buffer.from(amazonListingReport([...AMAZON_ROWS, ...extra]));
}
