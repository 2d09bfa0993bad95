import { useQuery } from '@tanstack/react-query';
import {
  diagnosticCodes,
  scanEventErrors,
  scanEventList,
} from '@ignite/domain/contract/health-monitor';
import { endpointQuery } from '@/shared/api/client.ts';

/** Spec part 3 section 4: the scan history shows the last 10 scans. */
export const SCAN_HISTORY_LENGTH = 10;

export function useScanHistory(vehicleId: string) {
  return useQuery(
    endpointQuery(scanEventList, { query: { vehicleId, tripsRequested: SCAN_HISTORY_LENGTH } }),
  );
}

export function useScanErrors(scanEventId: string) {
  return useQuery({
    ...endpointQuery(scanEventErrors, { query: { consumerVehicleTripId: scanEventId } }),
    // A failed lookup shows no codes and no message (spec part 2 section 8): no retries.
    retry: false,
  });
}

export function useCodeExplanations(codes: readonly string[], enabled: boolean) {
  return useQuery({
    ...endpointQuery(diagnosticCodes, { query: { codes: codes.join(',') } }),
    enabled,
    staleTime: Infinity,
  });
}
