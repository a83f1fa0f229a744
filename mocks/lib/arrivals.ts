import { readImageInfo, uprightSize } from '@/shared/upload/rules/image-info';
import { db } from '../db';
import type { UploadRecord } from '../db/types';

/**
 * What arrived (issue 21): every file the simulator takes — /files/upload, a chat message's files, the avatar — is
 * recorded in `db.uploads` with what a picture is, so the tests prove the browser's preparation wherever a customer
 * attaches a photo: its pixel size as seen ("768x1024", the EXIF orientation applied), its orientation and whether it
 * still carries EXIF (a phone's GPS position must never arrive). Only metadata is kept (localStorage is small).
 */
const KEEP_UPLOADS = 200;

/** A JPEG's or PNG's pixel size, orientation and EXIF; null for anything else. */
export async function pictureOf(file: Blob): Promise<Pick<UploadRecord, 'pixels' | 'orientation' | 'exif'> | null> {
  const info = readImageInfo(new Uint8Array(await file.slice(0, 256 * 1024).arrayBuffer()));
  if (info.format !== 'jpeg' && info.format !== 'png') return null;
  const seen = uprightSize(info);
  return { pixels: `${seen.width}x${seen.height}`, orientation: info.orientation, exif: info.exif };
}

/** Records one arrived file (the newest KEEP_UPLOADS are kept). */
export async function recordArrival(file: Blob, record: Omit<UploadRecord, 'type' | 'size' | 'pixels' | 'orientation' | 'exif' | 'at'>): Promise<UploadRecord> {
  const full: UploadRecord = { ...record, type: file.type, size: file.size, ...(await pictureOf(file)), at: new Date().toISOString() };
  db.update((state) => {
    state.uploads.push(full);
    if (state.uploads.length > KEEP_UPLOADS) state.uploads.splice(0, state.uploads.length - KEEP_UPLOADS);
  });
  return full;
}
