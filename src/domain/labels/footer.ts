/** SPEC section 5: the product name is cut to 80 characters in the footer. */
export const FOOTER_NAME_LIMIT = 80;

export const FOOTER_FONT_SIZE = { amazon: 12, flipkart: 5 } as const;

/** '{quantity} X [{category}] {name}', or '{quantity} X [{name}]' when there is no category. */
export function footerText(quantity: number, name: string, category: string | null): string {
  const shortName = Array.from(name).slice(0, FOOTER_NAME_LIMIT).join('');
  return category ? `${quantity} X [${category}] ${shortName}` : `${quantity} X [${shortName}]`;
}
