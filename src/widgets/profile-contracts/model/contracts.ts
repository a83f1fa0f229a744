import { createEffect, createEvent, createStore, sample } from 'effector';
import { fetchContractGroupsFx, fetchContractsFx, fetchGridRowsFx, type ApiError, type ContractGroup, type GridWithRows, type ProfileContract } from '@/shared/api';
import { createContractPdfDownload } from '@/entities/contract';
import { purchaseStarted } from '@/features/purchase-wizard';
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

// --- The policy PDF (the one contract PDF download, entities/contract) ------------------------------------------

const pdf = createContractPdfDownload();
export const { clicked: pdfClicked, saveFileFx } = pdf;
/** The contract whose PDF is on its way; the one whose PDF failed (shown next to its button). */
export const { $pendingId: $pdfPending, $failedId: $pdfFailed } = pdf;
sample({ clock: contractsQuery.Gate.close, target: pdf.reset });

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
