/** Spec part 1 sections 5 and 9: redemption needs an available balance of at least 30. */
export const MINIMUM_REDEMPTION_BALANCE = 30;

/** True from exactly 30 (dollars) up; 29.99 is not enough. */
export function canRedeem(availableBalance: number): boolean {
  return availableBalance >= MINIMUM_REDEMPTION_BALANCE;
}
