// The service record's file name: the rego makes it findable in a downloads folder; only
// letters and digits of it, since the name goes into a Content-Disposition header and onto
// someone else's file system.

/** A rego longer than this is not a rego: no plate in Australia has more than 9 characters. */
const MAX_REGO = 12;

/** 'service-record-CXR52H.pdf'; 'service-record.pdf' when the rego gives nothing usable. */
export function serviceRecordFilename(rego: string | null): string {
  const safe = (rego ?? '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, MAX_REGO);
  return safe === '' ? 'service-record.pdf' : `service-record-${safe}.pdf`;
}
