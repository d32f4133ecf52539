import { NumberInput, type NumberInputProps } from '@mantine/core';

/** A price in rupees: never negative, two decimals, shown with ₹. */
export function PriceInput(props: NumberInputProps) {
  return <NumberInput min={0} decimalScale={2} prefix="₹" {...props} />;
}
