// A plain, readable A4 document (pdfkit, with its built-in Helvetica: no font files to ship).
import PDFDocument from 'pdfkit';

export type DocumentContent = {
  title: string;
  subtitle: string;
  /** Label and value pairs shown first: the contract's facts. */
  facts?: readonly (readonly [string, string])[];
  sections: readonly { heading: string; paragraphs: readonly string[] }[];
};

export function renderPdf(content: DocumentContent, now: Date): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: content.title, Author: 'Ignite', CreationDate: now },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(20).text(content.title);
  doc.moveDown(0.3).font('Helvetica').fontSize(11).fillColor('#444444').text(content.subtitle);
  doc.fillColor('#000000').moveDown();
  for (const [label, value] of content.facts ?? []) {
    doc.font('Helvetica-Bold').fontSize(10).text(`${label}: `, { continued: true });
    doc.font('Helvetica').text(value);
  }
  for (const section of content.sections) {
    doc.moveDown().font('Helvetica-Bold').fontSize(13).text(section.heading);
    doc.font('Helvetica').fontSize(10);
    for (const paragraph of section.paragraphs)
      doc.moveDown(0.4).text(paragraph, { align: 'left' });
  }
  doc.end();
  return done;
}
