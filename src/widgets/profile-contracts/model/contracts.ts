import { createEffect, createEvent, createStore, sample } from 'effector';
import { downloadContractPdfFx, fetchContractGroupsFx, fetchContractsFx, fetchGridRowsFx, type ApiError, type ContractGroup, type GridWithRows, type ProfileContract } from '@/shared/api';
import { contractPdfFileName } from '@/entities/contract';
import { purchaseStarted } from '@/features/purchase-wizard';
import { saveFile } from '@/shared/lib';
import { createPageQuery } from '@/shared/model';
import { renewalOf } from '../lib/renewal';

/**
 * The contracts screen (issue 12 item 2): the groups (get-contracts-group) as a filter and the list of the chosen
 * group (get-contracts with GROUP); the policy PDF; renew / buy again into the product's wizard.
 */
export interface ContractsParams {
  /** A product key; null: all. */
  group: string | null;
}
export interface ContractsData {
  groups: ContractGroup[];
  contracts: ProfileContract[];
}

export const loadContractsFx = createEffect<ContractsParams, ContractsData, ApiError>(async ({ group }) => {
  const [groups, list] = await Promise.all([fetchContractGroupsFx(), fetchContractsFx(group ? { GROUP: group } : undefined)]);
  return { groups: groups.result, contracts: list.result };
});
export const contractsQuery = createPageQuery({ name: 'ProfileContracts', effect: loadContractsFx });

export const groupChosen = createEvent<string | null>();
export const $group = createStore<string | null>(null).on(groupChosen, (_, group) => group);
$group.reset(contractsQuery.Gate.close);

// --- The policy PDF ------------------------------------------------------------------------------------------

export const pdfClicked = createEvent<{ id: string; number: string }>();

/** Hands a file to the browser as a download (shared/lib `saveFile`). */
export const saveFileFx = createEffect(({ blob, fileName }: { blob: Blob; fileName: string }) => saveFile(blob, fileName));

const fetchPdfFx = createEffect<{ id: string; number: string }, { blob: Blob; fileName: string }, ApiError>(async ({ id, number }) => ({
  blob: await downloadContractPdfFx({ id }),
  fileName: contractPdfFileName(number),
}));

/** The contract whose PDF is on its way; the one whose PDF failed (shown next to its button). */
export const $pdfPending = createStore<string | null>(null);
export const $pdfFailed = createStore<string | null>(null);

sample({ clock: pdfClicked, source: $pdfPending, filter: (busy) => busy === null, fn: (_, request) => request, target: fetchPdfFx });
$pdfPending.on(fetchPdfFx, (_, { id }) => id).reset(fetchPdfFx.finally);
sample({ clock: fetchPdfFx.doneData, target: saveFileFx });
$pdfFailed
  .on(fetchPdfFx.fail, (_, { params, error }) => (error.kind === 'unauthorized' || error.kind === 'cancelled' ? null : params.id))
  .reset(pdfClicked, contractsQuery.Gate.close);

// --- Renew / buy again -----------------------------------------------------------------------------------------

export const renewClicked = createEvent<ProfileContract>();
sample({
  clock: renewClicked,
  filter: (contract) => renewalOf(contract) !== null,
  fn: (contract) => {
    const renewal = renewalOf(contract)!;
    return { product: renewal.product, drafts: renewal.drafts };
  },
  target: purchaseStarted,
});

// --- Subrogation -------------------------------------------------------------------------------------------------

/** The subrogation grid (get-grid-list PARENTID 3158: its columns and the customer's rows). */
export const SUBROGATION_GRID = 3158;
export const loadSubrogationFx = createEffect<object, GridWithRows, ApiError>(() => fetchGridRowsFx({ PARENTID: SUBROGATION_GRID }));
export const subrogationQuery = createPageQuery({ name: 'ProfileSubrogation', effect: loadSubrogationFx });
