import type { Platform } from '../domain/records';

export const PLATFORM_LABEL: Record<Platform, string> = { amazon: 'Amazon', flipkart: 'Flipkart', meesho: 'Meesho' };
