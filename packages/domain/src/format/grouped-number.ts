// Numbers for display, as en-US and en-AU both write them: '1,234.5'. Written out rather than
// left to Intl.NumberFormat because a page's first Intl call loads the browser's locale data,
// about 35 ms on a mid-range phone (140 ms under Lighthouse's 4x CPU slowdown) in the middle
// of the first render, for a format that never varies here (decision 0027).

/** Digits past this size print in exponent form, which has no place for separators. */
const LARGEST_PLAIN = 1e21;

/**
 * `value` with exactly `decimals` decimals (0 to 20), rounded half away from zero on its
 * decimal value as Intl does (1.45 -> '1.5', where toFixed gives '1.4'), with a ',' between
 * thousands unless `grouping` is false. A value that rounds to zero has no minus sign.
 */
export function formatGrouped(value: number, decimals = 0, grouping = true): string {
  if (!Number.isFinite(value) || Math.abs(value) >= LARGEST_PLAIN) return String(value);
  const places = Math.max(0, Math.min(20, Math.trunc(decimals)));
  const magnitude = roundHalfAwayFromZero(Math.abs(value), places);
  const [whole = '0', fraction] = magnitude.toFixed(places).split('.');
  const grouped = grouping ? whole.replace(/\B(?=(\d{3})+$)/g, ',') : whole;
  const sign = value < 0 && magnitude !== 0 ? '-' : '';
  return fraction === undefined ? `${sign}${grouped}` : `${sign}${grouped}.${fraction}`;
}

/**
 * Rounds on the shortest decimal form of the number (the one String() prints), not on its
 * binary value: shifting the decimal point through the exponent ('1.45e1' is exactly 14.5)
 * keeps 1.45 from rounding as the 1.4499999999999999556 it is stored as.
 */
function roundHalfAwayFromZero(magnitude: number, places: number): number {
  return shiftPoint(Math.round(shiftPoint(magnitude, places)), -places);
}

/** value x 10^by, computed on the decimal digits (String() may already print '1e-7'). */
function shiftPoint(value: number, by: number): number {
  const [digits, exponent = '0'] = String(value).split('e');
  return Number(`${digits}e${Number(exponent) + by}`);
}

/** A distance driven, in whole kilometres: '12,345 km'. */
export function formatKilometres(km: number): string {
  return `${formatGrouped(km)} km`;
}
