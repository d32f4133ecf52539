/** A number as PDF writes it: decimal, never with JavaScript's exponent (1e-7, 1e21). */
export function numberText(value: number): string {
  const text = String(value);
  if (!text.includes('e')) return text;
  if (Math.abs(value) >= 1) return BigInt(Math.round(value)).toString();
  const fixed = value.toFixed(20).replace(/0+$/, '').replace(/\.$/, '');
  return fixed === '-0' ? '0' : fixed;
}
