import { useQuery } from '@tanstack/react-query';
import {
  guaranteeDocumentUrls,
  mechanicalProtectionDocumentUrls,
  protectDocumentUrls,
  rewardsDocumentUrls,
} from '@ignite/domain/contract/care-plan';
import { endpointQuery } from '@/shared/api/client.ts';

// Document links are signed for 15 minutes (decision 0021): read afresh well before then, so a
// link on screen still opens when it is tapped.
const FRESH_MS = 5 * 60_000;

export function useRewardsDocuments(vehicleId: string, enabled = true) {
  return useQuery({
    ...endpointQuery(rewardsDocumentUrls, { query: { vehicleId } }),
    staleTime: FRESH_MS,
    refetchInterval: FRESH_MS,
    enabled,
  });
}

export function useProtectDocuments(vehicleId: string, enabled = true) {
  return useQuery({
    ...endpointQuery(protectDocumentUrls, { query: { vehicleId } }),
    staleTime: FRESH_MS,
    refetchInterval: FRESH_MS,
    enabled,
  });
}

/** The guarantee's or mechanical protection's terms and the owner's own contract. */
export function useCoverDocuments(
  vehicleId: string,
  kind: 'guarantee' | 'mechanical',
  enabled = true,
) {
  const endpoint = kind === 'guarantee' ? guaranteeDocumentUrls : mechanicalProtectionDocumentUrls;
  return useQuery({
    ...endpointQuery(endpoint, { query: { vehicleId } }),
    staleTime: FRESH_MS,
    refetchInterval: FRESH_MS,
    enabled,
  });
}
