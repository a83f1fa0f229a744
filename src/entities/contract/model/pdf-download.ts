import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { downloadContractPdfFx } from '@/shared/api';
import { saveFile } from '@/shared/lib';
import { contractPdfFileName } from '../lib/pdf-file-name';

/** Which contract's PDF: its id (for the call) and its number (for the file name; the id when it has none yet). */
export interface ContractPdfRequest {
  id: string;
  number: string | null;
}

/**
 * A contract's PDF button (customer-portal.md §2 "PDF download", §7 GET /files/pdf/{id}): the file needs the
 * token, so it is fetched (shared/api downloadContractPdfFx) and saved as `contract-<number>.pdf` through an
 * object URL and a temporary `<a download>`. One download at a time (a click meanwhile is ignored); a failure is
 * kept for the contract it happened to (shown beside its button) until the next click or `reset`; a 401 ends the
 * session instead (shared/api), a cancelled call shows nothing. One instance per screen with PDF buttons: the
 * payment result and the contracts list (decision: docs/decisions/one-verification-flow.md, "PDF").
 */
export function createContractPdfDownload() {
  const clicked = createEvent<ContractPdfRequest>();
  /** The screen with the button(s) opened or was left: an earlier failure is not shown. */
  const reset = createEvent();

  const fetchPdfFx = attach({ effect: downloadContractPdfFx, mapParams: ({ id }: ContractPdfRequest) => ({ id }) });
  /** Hands a file to the browser as a download (shared/lib `saveFile`). */
  const saveFileFx = createEffect(({ blob, fileName }: { blob: Blob; fileName: string }) => saveFile(blob, fileName));

  /** The contract whose PDF is on its way (fetched or being saved); null: none. */
  const $pendingId = createStore<string | null>(null);
  /** The contract whose PDF failed; null: none. */
  const $failedId = createStore<string | null>(null);
  /** The contract of the latest download started (names the contract when its save fails). */
  const $lastId = createStore<string | null>(null);

  const started = sample({ clock: clicked, source: $pendingId, filter: (busy) => busy === null, fn: (_, request) => request });
  $pendingId.on(started, (_, { id }) => id).reset(fetchPdfFx.fail, saveFileFx.finally);
  $lastId.on(started, (_, { id }) => id);
  sample({ clock: started, target: fetchPdfFx });
  sample({
    clock: fetchPdfFx.done,
    fn: ({ params, result }) => ({ blob: result, fileName: contractPdfFileName(params.number ?? params.id) }),
    target: saveFileFx,
  });
  sample({
    clock: fetchPdfFx.fail,
    fn: ({ params, error }) => (error.kind === 'unauthorized' || error.kind === 'cancelled' ? null : params.id),
    target: $failedId,
  });
  sample({ clock: saveFileFx.fail, source: $lastId, target: $failedId });
  $failedId.reset(clicked, reset);

  return { clicked, reset, $pendingId, $failedId, $pending: $pendingId.map((id) => id !== null), $failed: $failedId.map((id) => id !== null), saveFileFx };
}

export type ContractPdfDownload = ReturnType<typeof createContractPdfDownload>;
