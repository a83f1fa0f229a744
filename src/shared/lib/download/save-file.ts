/**
 * Hands a file to the browser as a download: an object URL behind a temporary `<a download>`, revoked once the
 * browser has taken the file. The models wrap it in their own effect (tests replace that effect's handler).
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
