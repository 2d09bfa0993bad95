// The text a PDF shows, for tests: pdfkit deflates each page's content stream and writes its
// text as hex strings in TJ arrays (built-in fonts, WinAnsi), a word split where it kerns.
// Each TJ array is one run of text; the runs are joined with new lines.
import { inflateSync } from 'node:zlib';

const STREAM = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
const TJ_ARRAY = /\[([^\]]*)\]\s*TJ/g;
const HEX = /<([0-9a-fA-F]*)>/g;

export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const runs: string[] = [];
  for (const [, body = ''] of raw.matchAll(STREAM)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(body, 'latin1')).toString('latin1');
    } catch {
      continue; // not a deflated content stream (a font's metrics, an image)
    }
    for (const [, array = ''] of content.matchAll(TJ_ARRAY)) {
      runs.push(
        [...array.matchAll(HEX)]
          .map(([, hex = '']) => Buffer.from(hex, 'hex').toString('latin1'))
          .join(''),
      );
    }
  }
  return runs.join('\n');
}
