// Generates the three official documents of the catalogue (domain/src/documents.ts) as real,
// small PDFs, with the page count the landing page shows. The functions build (build.mjs) runs
// it into functions/lib/documents/, which ships privately with the functions (served only
// through documentFile behind a signed link; never in the public web app): deployed functions
// need them, so they are part of the functions' own build, not of the emulators' set-up.
//   npx tsx functions/generate-documents.ts <out-dir>
import { OFFICIAL_DOCUMENTS, type OfficialDocument } from '@lakeside/domain';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

const ARTICLES: Record<string, string[]> = {
  'lakeside-hoa-bylaws.pdf': [
    'Name and purpose of the association',
    'Membership and voting rights',
    'Board of directors: number, terms and vacancies',
    'Officers and their duties',
    'Annual and special meetings',
    'Quorum and proxies',
    'Assessments and annual dues',
    'Budget and financial records',
    'Committees',
    'Amendments to these bylaws',
    'Indemnification',
    'Dissolution',
  ],
  'lakeside-hoa-ccrs.pdf': [
    'Definitions',
    'Property subject to this declaration',
    'Use of lots: residential purposes only',
    'Architectural review of building and exterior changes',
    'Shoreline, docks and boat lifts',
    'Land behind lakefront homes is private',
    'Rentals and leasing',
    'Maintenance and upkeep of lots',
    'Easements',
    'Assessments and liens',
    'Insurance',
    'Enforcement',
    'Duration and amendment',
    'Severability',
    'Notices',
    'Dispute resolution',
    'Signatures of the declarants',
    'Exhibits',
  ],
  'lakeside-hoa-community-rules.pdf': [
    'Quiet hours are 10 PM to 7 AM',
    'No overnight street parking',
    'Pets are leashed in common areas',
    'The speed limit is 15 mph',
    'Trash pickup is on Tuesdays and Fridays; lake hours are 6 AM to 10 PM',
    'The land behind lakefront homes is private',
  ],
};

const BODY =
  'This section is part of the governing documents of the Lakeside Homeowners Association. ' +
  'Every owner, resident and guest is expected to follow it. Questions about this section go ' +
  'to the board at any annual meeting or through the contact form on the association website.';

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

function writeLines(page: PDFPage, lines: string[], font: PDFFont, size: number, y: number): number {
  for (const line of lines) {
    page.drawText(line, { x: 56, y, size, font, color: rgb(0.1, 0.1, 0.1) });
    y -= size * 1.45;
  }
  return y;
}

export async function buildDocumentPdf(document: OfficialDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  // Fixed metadata, so the same catalogue always gives byte-identical files.
  const date = new Date(`${document.lastUpdated}T00:00:00Z`);
  pdf.setTitle(document.title);
  pdf.setAuthor('Lakeside Homeowners Association');
  pdf.setCreator('Lakeside HOA');
  pdf.setProducer('Lakeside HOA');
  pdf.setCreationDate(date);
  pdf.setModificationDate(date);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const articles = ARTICLES[document.fileName] ?? [document.title];
  const textWidth = 612 - 2 * 56;

  for (let index = 0; index < document.pages; index++) {
    const page = pdf.addPage([612, 792]); // US Letter
    let y = 730;
    if (index === 0) {
      y = writeLines(page, [document.title], bold, 22, y) - 8;
      y = writeLines(page, ['Lakeside Homeowners Association'], regular, 12, y);
      y = writeLines(page, [`Last updated ${document.lastUpdated}`], regular, 12, y) - 12;
      y = writeLines(page, wrap(document.description, regular, 12, textWidth), regular, 12, y) - 16;
    }
    const article = articles[index % articles.length] ?? document.title;
    y = writeLines(page, [`Article ${index + 1}. ${article}`], bold, 14, y) - 4;
    writeLines(page, wrap(BODY, regular, 11, textWidth), regular, 11, y);
    page.drawText(`${document.title} - page ${index + 1} of ${document.pages}`, {
      x: 56,
      y: 40,
      size: 9,
      font: regular,
      color: rgb(0.4, 0.4, 0.4),
    });
  }
  return pdf.save();
}

export async function generateDocuments(outDir: string): Promise<string[]> {
  await mkdir(outDir, { recursive: true });
  const written: string[] = [];
  for (const document of OFFICIAL_DOCUMENTS) {
    const file = path.join(outDir, document.fileName);
    await writeFile(file, await buildDocumentPdf(document));
    written.push(file);
  }
  return written;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outDir = process.argv[2];
  if (!outDir) throw new Error('Usage: npx tsx functions/generate-documents.ts <out-dir>');
  const files = await generateDocuments(path.resolve(outDir));
  console.log(`Generated ${files.length} documents in ${outDir}.`);
}
