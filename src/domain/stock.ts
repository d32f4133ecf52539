import type { StockMovement } from './records';

/**
 * Category stock rules of the specification (section 5, Stock), the one source for stations and
 * server: the server applies them authoritatively from a bundle of this file
 * (pocketbase/pb_hooks/stock_rules.generated.js, `npm run build:hooks`), stations use them to show
 * the server's quantities with their own pending movements on top. Pure, with no imports but
 * types: the server's JSVM runs it. Quantities are amounts: their sign is ignored, the movement
 * type gives the direction.
 */

export const CATEGORY_NOT_FOUND = 'Category not found';
export const CATEGORIES_NOT_FOUND = 'One or both categories not found';
export const INSUFFICIENT_SOURCE = 'Insufficient inventory in source category';

/** The sane range of stock figures: a movement moves 1 to 1,000,000 units; a category holds at most 2^31 - 1. */
export const MAX_MOVEMENT_QUANTITY = 1_000_000;
export const MAX_CATEGORY_QUANTITY = 2 ** 31 - 1;
const QUANTITY_PROBLEM = 'Quantity must be a whole number above 0';
const QUANTITY_TOO_LARGE = `Quantity must be at most ${MAX_MOVEMENT_QUANTITY}`;
const CATEGORY_TOTAL_TOO_LARGE = `Category stock cannot go above ${MAX_CATEGORY_QUANTITY}`;

/**
 * What a user asks of category stock, checked alike by the stock forms, the category inventory
 * service and the server: an amount added, removed or transferred is counted in whole units.
 */
const THRESHOLD_PROBLEM = 'Threshold must be a whole number';
export const REASON_REQUIRED = 'A reason is required';
export const SAME_CATEGORY_TRANSFER = 'Source and target category are the same';

export function quantityProblem(quantity: unknown): string | null {
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity <= 0) return QUANTITY_PROBLEM;
  return quantity > MAX_MOVEMENT_QUANTITY ? QUANTITY_TOO_LARGE : null;
}

/** Why a category cannot be left at `total`, or null. */
const totalProblem = (total: number): string | null => (total > MAX_CATEGORY_QUANTITY ? CATEGORY_TOTAL_TOO_LARGE : null);

/** Any whole number: one below the minimum is raised to it (stockStatus.ts, normalizedThreshold). */
export const thresholdProblem = (threshold: unknown): string | null => (Number.isInteger(threshold) ? null : THRESHOLD_PROBLEM);

/** What a movement did to its own category (for a transfer, the source). */
export interface AppliedChange {
  previousQuantity: number;
  newQuantity: number;
  /** The signed change actually made, which a clamp at 0 can make smaller than requested. */
  appliedDelta: number;
}

export type MovementInput = Pick<StockMovement, 'categoryId' | 'type' | 'quantity' | 'metadata'>;

export type MovementOutcome =
  { ok: true; quantities: Map<string, number>; change: AppliedChange } | { ok: false; message: string };

/** Category stock never goes below 0: a removal larger than the stock empties it. */
export function adjustedQuantity(current: number, type: 'add' | 'remove', quantity: number): AppliedChange {
  const previousQuantity = Math.max(0, current);
  const amount = Math.abs(quantity);
  const newQuantity = type === 'add' ? previousQuantity + amount : Math.max(0, previousQuantity - amount);
  return { previousQuantity, newQuantity, appliedDelta: newQuantity - previousQuantity };
}

/** Why a transfer cannot happen, or null; a missing category is `undefined`. */
export function transferRefusal(source: number | undefined, target: number | undefined, quantity: number): string | null {
  if (source === undefined || target === undefined) return CATEGORIES_NOT_FOUND;
  if (source < Math.abs(quantity)) return INSUFFICIENT_SOURCE;
  return null;
}

/**
 * Applies one movement to the quantities of the existing categories (by id), returning the new
 * quantities, or the refusal the server would give.
 */
export function applyStockMovement(quantities: ReadonlyMap<string, number>, movement: MovementInput): MovementOutcome {
  const next = new Map(quantities);
  const source = quantities.get(movement.categoryId);
  const problem = quantityProblem(Math.abs(movement.quantity));
  if (problem !== null) return { ok: false, message: problem };

  if (movement.type === 'transfer') {
    const targetId = movement.metadata?.targetCategoryId ?? '';
    const target = quantities.get(targetId);
    if (source === undefined || target === undefined) return { ok: false, message: CATEGORIES_NOT_FOUND };
    const refusal = transferRefusal(source, target, movement.quantity);
    if (refusal !== null) return { ok: false, message: refusal };
    const amount = targetId === movement.categoryId ? 0 : Math.abs(movement.quantity);
    const full = totalProblem(target + amount);
    if (full !== null) return { ok: false, message: full };
    next.set(movement.categoryId, source - amount);
    next.set(targetId, target + amount);
    const newQuantity = source - amount;
    return { ok: true, quantities: next, change: { previousQuantity: source, newQuantity, appliedDelta: newQuantity - source } };
  }

  if (source === undefined) return { ok: false, message: CATEGORY_NOT_FOUND };
  const change = adjustedQuantity(source, movement.type, movement.quantity);
  const full = totalProblem(change.newQuantity);
  if (full !== null) return { ok: false, message: full };
  next.set(movement.categoryId, change.newQuantity);
  return { ok: true, quantities: next, change };
}
