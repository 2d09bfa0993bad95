// Care-plan product status rules (spec part 2 sections 3 and 4).
import { ProductStatus } from './enums.ts';

/** Enabled means the product flag is set and the status is above Draft. */
export function isProductEnabled(flag: boolean, status: ProductStatus): boolean {
  return flag && status > ProductStatus.Draft;
}

const INACTIVE: readonly ProductStatus[] = [
  ProductStatus.Expired,
  ProductStatus.Cancelled,
  ProductStatus.Voided,
];

/** Inactive means Expired, Cancelled or Voided. */
export function isProductInactive(status: ProductStatus): boolean {
  return INACTIVE.includes(status);
}

/** PROTECT's kilometre limit: below 1 means no limit, answered as null. */
export function protectKilometreLimit(kilometerLimit: number | null): number | null {
  if (kilometerLimit === null || kilometerLimit < 1) return null;
  return kilometerLimit;
}
