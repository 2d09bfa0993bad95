// The service record as a PDF, in the house style of the care plan's documents
// (care-plan/documents/render-pdf.ts): A4, pdfkit's built-in Helvetica, black on white, so it
// prints and files like any dealership's paperwork. Tables break across pages with their header
// repeated.
import PDFDocument from 'pdfkit';
import { formatKilometres } from '@ignite/domain/format/grouped-number';
import { formatPhoneNumber } from '@ignite/domain/format/phone-display';
import { PRODUCT } from '@ignite/domain/product';
import { formatRecordDate } from '@ignite/domain/service-record/record-date';
import {
  dealershipPlace,
  type ServiceRecord,
  vehicleTitle,
} from '@ignite/domain/service-record/shared-record';

const MARGIN = 56;
const MUTED = '#444444';
const RULE = '#999999';

type Column = { header: string; width: number };
type Doc = InstanceType<typeof PDFDocument>;

export type RenderOptions = { now: Date; timeZone: string };

export function renderServiceRecordPdf(record: ServiceRecord, options: RenderOptions) {
  const { vehicle } = record;
  const title = vehicleTitle(vehicle);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Service record: ${title}`, Author: PRODUCT.name, CreationDate: options.now },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const date = (iso: string) => formatRecordDate(iso, options.timeZone);

  doc.font('Helvetica-Bold').fontSize(20).text('Service record');
  doc.moveDown(0.2).font('Helvetica').fontSize(13).text(title);
  doc.moveDown(0.3).fontSize(10).fillColor(MUTED);
  doc.text(`Prepared ${date(options.now.toISOString())} from the ${PRODUCT.name} app.`);
  doc.fillColor('#000000');

  heading(doc, 'Vehicle');
  facts(doc, [
    ['Make', vehicle.make],
    ['Model', vehicle.model],
    ['Year', vehicle.year === null ? null : String(vehicle.year)],
    ['VIN', vehicle.vin],
    ['Rego', [vehicle.rego, vehicle.regoState].filter(Boolean).join(' ') || null],
    ['Odometer', vehicle.odometer === null ? null : formatKilometres(vehicle.odometer)],
  ]);

  if (record.dealership) {
    heading(doc, 'Dealership');
    facts(doc, [
      ['Name', record.dealership.name],
      ['Location', dealershipPlace(record.dealership)],
      ['Phone', formatPhoneNumber(record.dealership.phone) || null],
    ]);
  }

  heading(doc, 'Odometer readings');
  table(
    doc,
    [
      { header: 'Date', width: 110 },
      { header: 'Reading', width: 140 },
    ],
    record.odometerReadings.map((r) => [date(r.date), formatKilometres(r.odometer)]),
    'No odometer readings recorded',
  );

  heading(doc, 'Service log');
  const wide = doc.page.width - 2 * MARGIN - 110;
  table(
    doc,
    [
      { header: 'Date', width: 110 },
      { header: 'Service', width: Math.round(wide * 0.55) },
      { header: 'Where', width: wide - Math.round(wide * 0.55) },
    ],
    record.serviceLog.map((s) => [date(s.date), s.title, s.locationName]),
    'No services recorded',
  );

  doc.moveDown(2).font('Helvetica').fontSize(9).fillColor(MUTED);
  doc.text(
    'This record shows the vehicle and its care as kept in the app. It holds nothing about the vehicle’s owner.',
    MARGIN,
  );
  doc.end();
  return done;
}

function heading(doc: Doc, text: string) {
  doc.moveDown(1.2).font('Helvetica-Bold').fontSize(13).fillColor('#000000');
  doc.text(text, MARGIN);
  doc.moveDown(0.3);
}

/** Label and value pairs; an unknown value says so rather than leaving a gap. */
function facts(doc: Doc, pairs: readonly (readonly [string, string | null])[]) {
  for (const [label, value] of pairs) {
    doc.font('Helvetica-Bold').fontSize(10).text(`${label}: `, MARGIN, undefined, {
      continued: true,
    });
    doc.font('Helvetica').text(value ?? 'Not recorded');
  }
}

/** A table whose rows grow with wrapped text and carry on over a new page, header and all. */
function table(doc: Doc, columns: readonly Column[], rows: readonly string[][], empty: string) {
  if (rows.length === 0) {
    doc.font('Helvetica').fontSize(10).text(empty, MARGIN);
    return;
  }
  const bottom = () => doc.page.height - MARGIN;
  const padding = 4;
  const line = (cells: readonly string[], font: string) => {
    doc.font(font).fontSize(10);
    const height =
      Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: colWidth(i) }))) +
      2 * padding;
    if (doc.y + height > bottom()) {
      doc.addPage();
      if (font !== 'Helvetica-Bold')
        line(
          columns.map((c) => c.header),
          'Helvetica-Bold',
        );
      doc.font(font).fontSize(10);
    }
    const top = doc.y;
    let x = MARGIN;
    cells.forEach((cell, i) => {
      doc.text(cell, x, top + padding, { width: colWidth(i) });
      x += columns[i]?.width ?? 0;
    });
    const end = top + height;
    doc
      .moveTo(MARGIN, end)
      .lineTo(MARGIN + columns.reduce((sum, c) => sum + c.width, 0), end)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.x = MARGIN;
    doc.y = end;
  };
  const colWidth = (i: number) => (columns[i]?.width ?? 0) - 8;
  line(
    columns.map((c) => c.header),
    'Helvetica-Bold',
  );
  for (const row of rows) line(row, 'Helvetica');
}
