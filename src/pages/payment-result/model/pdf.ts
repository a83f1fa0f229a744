import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { pending } from 'patronum';
import { downloadContractPdfFx } from '@/shared/api';

/**
 * The contract's PDF button (customer-portal.md §2 "PDF download", §7 GET /files/pdf/{id}): the file needs the
 * token, so it is fetched (shared/api downloadContractPdfFx) and saved as `contract-<number>.pdf` through an
 * object URL and a temporary `<a download>`. A failure is shown next to the button; a 401 ends the session.
 */
export const pdfDownloadClicked = createEvent<{ id: string; number: string | null }>();
/** The page with the button opened (a failure of an earlier page is not shown). */
export const pdfReset = createEvent();

/** `contract-<number>.pdf`, with anything but letters, digits, `.`, `_`, `-` made a `-`. */
export const pdfFileName = (number: string) => `contract-${number.replace(/[^\w.-]+/g, '-')}.pdf`;

const fetchPdfFx = attach({ effect: downloadContractPdfFx, mapParams: ({ id }: { id: string; number: string | null }) => ({ id }) });

/** Hands a file to the browser as a download. */
export const saveFileFx = createEffect(({ blob, fileName }: { blob: Blob; fileName: string }) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
});

export const $pdfPending = pending([fetchPdfFx, saveFileFx]);
export const $pdfFailed = createStore(false);

sample({ clock: pdfDownloadClicked, source: $pdfPending, filter: (busy) => !busy, fn: (_, request) => request, target: fetchPdfFx });
sample({
  clock: fetchPdfFx.done,
  fn: ({ params, result }) => ({ blob: result, fileName: pdfFileName(params.number ?? params.id) }),
  target: saveFileFx,
});
$pdfFailed
  .on(fetchPdfFx.failData, (_, error) => error.kind !== 'unauthorized' && error.kind !== 'cancelled')
  .on(saveFileFx.fail, () => true)
  .reset(pdfDownloadClicked, pdfReset);
