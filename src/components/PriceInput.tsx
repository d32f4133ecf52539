import { NumberField, type NumberFieldProps } from './NumberField';

/** A price in rupees, typed as text with ₹ before it; the form's rule refuses a wrong one. */
export function PriceInput(props: NumberFieldProps) {
  return <NumberField inputMode="decimal" leftSection="₹" {...props} />;
}
