/**
 * A real, minimal PDF 1.4 of a contract: one A4 page of Helvetica text. Written by hand (no PDF library in the
 * simulator): objects, then a cross-reference table whose byte offsets point at them, so browsers and
 * pdftotext open it. Helvetica's standard encoding has Latin letters only: the lines are in English.
 */

/** Text as a PDF literal string: backslash and parentheses escaped, anything outside printable ASCII dropped. */
function literal(text: string): string {
  const ascii = text.replace(/[^\x20-\x7e]/g, '');
  return `(${ascii.replace(/[\\()]/g, (char) => `\\${char}`)})`;
}

export interface PdfDocument {
  title: string;
  lines: readonly string[];
}

/** The bytes of a one-page PDF with a title line and text lines. */
export function contractPdf(document: PdfDocument): Uint8Array {
  const content = [
    'BT',
    '/F1 18 Tf',
    '56 780 Td',
    `${literal(document.title)} Tj`,
    '/F1 11 Tf',
    '0 -30 Td',
    '16 TL',
    ...document.lines.map((line) => `${literal(line)} '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    `<< /Title ${literal(document.title)} /Producer (Sevan Insurance simulator) >>`,
  ];
  // Everything is ASCII, so string lengths are byte lengths.
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}
