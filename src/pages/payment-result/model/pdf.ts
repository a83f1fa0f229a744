import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { pending } from 'patronum';
import { contractPdfFileName } from '@/entities/contract';
import { downloadContractPdfFx } from '@/shared/api';
import { saveFile } from '@/shared/lib';

/**
 * The contract's PDF button (customer-portal.md §2 "PDF download", §7 GET /files/pdf/{id}): the file needs the
 * token, so it is fetched (shared/api downloadContractPdfFx) and saved as `contract-<number>.pdf` through an
 * object URL and a temporary `<a download>`. A failure is shown next to the button; a 401 ends the session.
 */
export const pdfDownloadClicked = createEvent<{ id: string; number: string | null }>();
/** The page with the button opened (a failure of an earlier page is not shown). */
export const pdfReset = createEvent();

const fetchPdfFx = attach({ effect: downloadContractPdfFx, mapParams: ({ id }: { id: string; number: string | null }) => ({ id }) });

/** Hands a file to the browser as a download (shared/lib `saveFile`). */
export const saveFileFx = createEffect(({ blob, fileName }: { blob: Blob; fileName: string }) => saveFile(blob, fileName));

export const $pdfPending = pending([fetchPdfFx, saveFileFx]);
export const $pdfFailed = createStore(false);

sample({ clock: pdfDownloadClicked, source: $pdfPending, filter: (busy) => !busy, fn: (_, request) => request, target: fetchPdfFx });
sample({
  clock: fetchPdfFx.done,
  fn: ({ params, result }) => ({ blob: result, fileName: contractPdfFileName(params.number ?? params.id) }),
  target: saveFileFx,
});
$pdfFailed
  .on(fetchPdfFx.failData, (_, error) => error.kind !== 'unauthorized' && error.kind !== 'cancelled')
  .on(saveFileFx.fail, () => true)
  .reset(pdfDownloadClicked, pdfReset);
