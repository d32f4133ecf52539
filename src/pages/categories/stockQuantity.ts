const QUANTITY_REQUIRED = 'Enter a whole number above 0';

/** The message for a quantity field that is not a whole number above 0; undefined when it is one. */
export function quantityError(quantity: number | string): string | undefined {
  return typeof quantity === 'number' && Number.isInteger(quantity) && quantity > 0 ? undefined : QUANTITY_REQUIRED;
}
