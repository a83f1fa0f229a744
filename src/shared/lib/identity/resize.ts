import { fitWithin, IMAGE_MAX_SIDE } from './rules';

/**
 * A photo larger than 1024×1024 scaled down before upload (customer-portal.md §9). PDFs and small images go as
 * they are; so does anything the browser cannot decode (the server then judges it). PNG stays PNG, the rest
 * becomes JPEG (quality 0.9), under the original name.
 */
export async function shrinkImage(file: File, max: number = IMAGE_MAX_SIDE): Promise<File> {
  if (!/^image\/(jpeg|png)$/.test(file.type) || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  const size = fitWithin(bitmap.width, bitmap.height, max);
  if (!size.scaled) {
    bitmap.close();
    return file;
  }
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) {
    bitmap.close();
    return file;
  }
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  const type = file.type === 'image/png' ? 'image/png' : 'image/jpeg';
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.9));
  return blob ? new File([blob], file.name, { type, lastModified: file.lastModified }) : file;
}
