import { type VehicleHistory, type VehicleHistoryJob, formatCents, vehicleHistoryTitle } from '@pitstop/contracts';
import PDFDocument from 'pdfkit';
import { toCsv } from '../../lib/csv.ts';

/**
 * A vehicle's history as files (ADR 068): CSV, a line per job, and a PDF to keep or print (pdfkit, its built-in
 * Helvetica). Money as everywhere (`formatCents`), days as the shop's calendar had them.
 */
export const PDF_CONTENT_TYPE = 'application/pdf';

export const HISTORY_CSV_HEADER = [
  'Date',
  'Vehicle',
  'VIN',
  'Mileage',
  'Shop',
  'Shop address',
  'Work',
  'Price',
  'Member discount',
  'Rewards used',
  'Card charged',
  'Paid',
] as const;

const miles = (mileage: number | null) => (mileage === null ? '' : `${mileage.toLocaleString('en-US')} mi`);
const workLine = (job: VehicleHistoryJob) => job.work.map((line) => `${line.name} (${formatCents(line.totalCents)})`).join('; ');

export function historyCsv(history: VehicleHistory): string {
  const vehicle = vehicleHistoryTitle(history.vehicle);
  return toCsv([
    HISTORY_CSV_HEADER,
    ...history.jobs.map((job) => [
      job.serviceDate,
      vehicle,
      history.vehicle.vin ?? '',
      job.mileage ?? '',
      job.shopName,
      job.shopAddress,
      workLine(job),
      formatCents(job.approvedTotalCents),
      formatCents(job.discountCents),
      formatCents(job.rewardsCents),
      job.chargedCents === null ? '' : formatCents(job.chargedCents),
      formatCents(job.paidCents),
    ]),
  ]);
}

const longDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
/** `2026-11-03` → `Nov 3, 2026`: a calendar day, read as UTC so no zone moves it. */
export const formatDay = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return longDay.format(Date.UTC(year!, month! - 1, date!));
};

/** The PDF: the car, then each job (date and shop, address and mileage, the work with prices, what was paid). */
export function historyPdf(history: VehicleHistory, input: { brandName: string; now: Date }): Promise<Buffer> {
  const title = vehicleHistoryTitle(history.vehicle);
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 54,
    info: { Title: `Service history: ${title}`, Author: input.brandName, CreationDate: input.now },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const grey = '#555555';

  doc.font('Helvetica-Bold').fontSize(20).fillColor('black').text('Service history');
  doc.font('Helvetica').fontSize(13).text(title);
  const facts = [history.vehicle.engine, history.vehicle.vin && `VIN ${history.vehicle.vin}`, history.vehicle.mileage !== null && `${miles(history.vehicle.mileage)} last recorded`];
  doc.fontSize(10).fillColor(grey).text(facts.filter(Boolean).join('  ·  '));
  doc.moveDown(0.3);
  doc.text(`Completed jobs booked through ${input.brandName}, newest first, as of ${formatDay(input.now.toISOString().slice(0, 10))}. Prices in US dollars.`);
  doc.moveDown(1);

  if (history.jobs.length === 0) {
    doc.fontSize(11).fillColor('black').text('No completed jobs yet.');
  }
  for (const job of history.jobs) {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 120) doc.addPage();
    doc.moveTo(left, doc.y).lineTo(left + width, doc.y).strokeColor('#cccccc').stroke();
    doc.moveDown(0.5);
    doc.font('Helvetica-Bold').fontSize(12).fillColor('black').text(`${formatDay(job.serviceDate)}  —  ${job.shopName}`);
    doc.font('Helvetica').fontSize(9.5).fillColor(grey).text([job.shopAddress, job.mileage !== null && `Mileage: ${miles(job.mileage)}`].filter(Boolean).join('  ·  '));
    doc.moveDown(0.4);
    doc.fontSize(10.5).fillColor('black');
    for (const line of job.work) {
      const y = doc.y;
      const name = line.kind === 'extra' ? `${line.name} (extra work approved)` : line.name;
      doc.text(name, left + 12, y, { width: width - 112 });
      const after = doc.y;
      doc.text(formatCents(line.totalCents), left + width - 100, y, { width: 100, align: 'right' });
      doc.y = Math.max(after, doc.y);
    }
    doc.x = left;
    doc.moveDown(0.3);
    const paid = [
      job.discountCents > 0 && `member discount ${formatCents(job.discountCents)}`,
      job.rewardsCents > 0 && `rewards ${formatCents(job.rewardsCents)}`,
      job.chargedCents !== null && `card ${formatCents(job.chargedCents)}`,
    ].filter(Boolean);
    doc.font('Helvetica-Bold').text(`Paid ${formatCents(job.paidCents)}`, left, doc.y, { continued: paid.length > 0 });
    if (paid.length > 0) doc.font('Helvetica').fillColor(grey).text(`   (${paid.join(', ')})`);
    doc.fillColor('black').moveDown(1);
  }
  if (history.jobs.length > 0) {
    doc.moveTo(left, doc.y).lineTo(left + width, doc.y).strokeColor('#cccccc').stroke();
    doc.moveDown(0.5);
    doc.font('Helvetica-Bold').fontSize(11).text(`${history.jobs.length} ${history.jobs.length === 1 ? 'job' : 'jobs'}, ${formatCents(history.totalPaidCents)} paid in all`, left);
  }
  doc.end();
  return done;
}
