import { expect, test } from 'vitest';
import { serviceRecordFilename } from './record-filename.ts';

test.each([
  ['CXR52H', 'service-record-CXR52H.pdf'],
  ['cxr 52h', 'service-record-CXR52H.pdf'],
  ['ABC-123', 'service-record-ABC123.pdf'],
  ['"; filename=evil.exe', 'service-record-FILENAMEEVIL.pdf'],
  ['../../etc/passwd', 'service-record-ETCPASSWD.pdf'],
  ['ÄBC\r\n123', 'service-record-BC123.pdf'],
  ['ABCDEFGHIJKLMNOP', 'service-record-ABCDEFGHIJKL.pdf'],
])('rego %o is saved as %s', (rego, filename) => {
  expect(serviceRecordFilename(rego)).toBe(filename);
});

test.each([null, '', '  ', '—', '%%'])('rego %o gives the plain name', (rego) => {
  expect(serviceRecordFilename(rego)).toBe('service-record.pdf');
});
