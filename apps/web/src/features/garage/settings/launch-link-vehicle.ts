/** The vehicle a demo launch link signs in to: its appVehicleId, or null if it has none. */
export function launchLinkVehicle(url: string): string | null {
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  return new URLSearchParams(query).get('appVehicleId');
}
