// The certificate as a PDF: A4 landscape, real text in the standard fonts (searchable, selectable),
// and a vector QR code carrying the signed verification link.
import "server-only";
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import QRCode from "qrcode";

const A4_LANDSCAPE: [number, number] = [841.89, 595.28];
const INK = rgb(0.09, 0.09, 0.11);
const MUTED = rgb(0.32, 0.32, 0.36);
const ACCENT = rgb(0.31, 0.27, 0.9);

export type CertificatePdfInput = {
  siteName: string;
  learnerName: string;
  courseTitle: string;
  code: string;
  issuedAt: Date;
  expiresAt: Date | null;
  /** The public page, printed as text. */
  verifyUrl: string;
  /** The page with the signed token: what the QR code carries. */
  signedUrl: string;
  timeZone?: string;
};

export function formatCertificateDate(date: Date, timeZone = "UTC"): string {
  try {
    return new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(date);
  }
}

/**
 * The standard fonts only encode WinAnsi (Latin-1 and a few more). A character outside it is
 * written without its accents when that helps (Ł → L is not possible, ł → l is), else as "?".
 * Embedding a Unicode font would need fontkit and a font file; the exact name is in the signed token.
 */
export function encodable(text: string, font: PDFFont): string {
  return Array.from(text)
    .map((ch) => {
      try {
        font.encodeText(ch);
        return ch;
      } catch {
        const plain = ch.normalize("NFD").replace(/\p{M}/gu, "").replace(/ł/g, "l").replace(/Ł/g, "L");
        try {
          font.encodeText(plain);
          return plain;
        } catch {
          return "?";
        }
      }
    })
    .join("");
}

function centered(page: PDFPage, text: string, y: number, font: PDFFont, size: number, color = INK, maxWidth = 700) {
  const safe = encodable(text, font);
  let fitted = size;
  while (fitted > 8 && font.widthOfTextAtSize(safe, fitted) > maxWidth) fitted -= 1;
  const width = font.widthOfTextAtSize(safe, fitted);
  page.drawText(safe, { x: (page.getWidth() - width) / 2, y, size: fitted, font, color });
}

function drawQr(page: PDFPage, text: string, x: number, y: number, size: number) {
  // Level L keeps the long signed link at the lowest QR version, so modules stay big enough to scan from paper.
  const qr = QRCode.create(text, { errorCorrectionLevel: "L" });
  const count = qr.modules.size;
  const quiet = 2;
  const cell = size / (count + quiet * 2);
  page.drawRectangle({ x, y, width: size, height: size, color: rgb(1, 1, 1) });
  for (let row = 0; row < count; row += 1) {
    // Runs of dark modules in a row become one rectangle: fewer operators, same picture.
    let start = -1;
    for (let col = 0; col <= count; col += 1) {
      const dark = col < count && qr.modules.get(row, col) === 1;
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        page.drawRectangle({
          x: x + (quiet + start) * cell,
          y: y + size - (quiet + row + 1) * cell,
          width: (col - start) * cell,
          height: cell,
          color: rgb(0, 0, 0),
        });
        start = -1;
      }
    }
  }
}

export async function renderCertificatePdf(input: CertificatePdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  // Fixed metadata dates keep the file reproducible for the same certificate.
  doc.setTitle(`Certificate ${input.code}`);
  doc.setAuthor(input.siteName);
  doc.setSubject(`${input.learnerName}: ${input.courseTitle}`);
  doc.setCreator(input.siteName);
  doc.setProducer(input.siteName);
  doc.setCreationDate(input.issuedAt);
  doc.setModificationDate(input.issuedAt);
  const page = doc.addPage(A4_LANDSCAPE);
  const [regular, bold, italic] = await Promise.all([
    doc.embedFont(StandardFonts.Helvetica),
    doc.embedFont(StandardFonts.HelveticaBold),
    doc.embedFont(StandardFonts.TimesRomanItalic),
  ]);
  const { width, height } = page.getSize();
  page.drawRectangle({ x: 24, y: 24, width: width - 48, height: height - 48, borderColor: ACCENT, borderWidth: 3 });
  page.drawRectangle({ x: 34, y: 34, width: width - 68, height: height - 68, borderColor: ACCENT, borderWidth: 0.75, opacity: 0 });

  const tz = input.timeZone;
  centered(page, input.siteName, height - 92, bold, 22, ACCENT);
  centered(page, "Certificate of Completion", height - 150, bold, 34);
  centered(page, "This certifies that", height - 200, italic, 18, MUTED);
  centered(page, input.learnerName, height - 250, bold, 32);
  centered(page, "has successfully completed the course", height - 292, italic, 18, MUTED);
  centered(page, input.courseTitle, height - 336, bold, 24);
  centered(page, `Issued on ${formatCertificateDate(input.issuedAt, tz)}`, height - 380, regular, 14, MUTED);
  if (input.expiresAt) centered(page, `Valid until ${formatCertificateDate(input.expiresAt, tz)}`, height - 400, regular, 14, MUTED);

  const qrSize = 150;
  drawQr(page, input.signedUrl, width - 56 - qrSize, 52, qrSize);
  const left = 70;
  page.drawText(encodable(`Certificate code: ${input.code}`, bold), { x: left, y: 126, size: 12, font: bold, color: INK });
  page.drawText(encodable(`Verify at ${input.verifyUrl}`, regular), { x: left, y: 106, size: 10, font: regular, color: MUTED });
  page.drawText("Scan the QR code to check this certificate's digital signature, online or offline.", { x: left, y: 88, size: 10, font: regular, color: MUTED });
  return doc.save({ useObjectStreams: false });
}
