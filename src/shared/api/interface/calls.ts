import { attach } from 'effector';
import { createDynamicCall } from '../create-call';
import type { ApiError } from '../errors';
import type { Payload } from '../payload';
import {
  buttonListSchema,
  deleteFileSchema,
  dictionarySchema,
  gridListSchema,
  interfaceFormSavedSchema,
  interfaceFormSchema,
  onChangeSchema,
  promoResultSchema,
  rawInputListSchema,
  uploadResultSchema,
} from './schemas';
import { INTERFACE_PATHS, interfaceFormPath, type InterfaceAccess } from './paths';

/**
 * The interface calls of the application client (public-site.md §7 "Interface permissions", "Dynamic select
 * fields", "On-change input value", "Files", "Promo", "Dictionaries"; customer-portal.md §7). All POST unless
 * noted; the form engine (`shared/form-engine`) is their main user. Their paths are in paths.ts, the profile menu's
 * call in menu-calls.ts.
 */
/**
 * The option lists a field's `API` names (public-site.md §7 "Dictionaries"; a backend's descriptors may name others,
 * which answer the same shape): the paths docs/api/openapi.json documents for `fetchOptionsFx`.
 */
export const DICTIONARY_PATHS = [
  ...['instype', 'bm', 'period', 'cartype', 'carpower_m', 'carusetype', 'carseats', 'persontype', 'region'].map((name) => `/diction_s/appa/${name}/`),
  ...['usetype', 'period'].map((name) => `/diction_s/aswa/${name}/`),
  '/diction_s/def-transit-bank-list/',
  '/diction_s/transit-or-bank/',
  '/country/get-country-list-alchemy/',
];
const FORM_PATH = '/api/interface/form/{id}';
const { inputList, inputListPublic, buttons, buttonsPublic, grid, gridPublic } = INTERFACE_PATHS;

const inputListCallFx = createDynamicCall({ client: 'application', idempotent: 'read', schema: rawInputListSchema, paths: [inputList, inputListPublic] });
const buttonsCallFx = createDynamicCall({ client: 'application', idempotent: 'read', schema: buttonListSchema, paths: [buttons, buttonsPublic] });
const gridCallFx = createDynamicCall({ client: 'application', idempotent: 'read', schema: gridListSchema, paths: [grid, gridPublic] });
const dictionaryCallFx = createDynamicCall({ client: 'application', idempotent: 'read', schema: dictionarySchema, paths: DICTIONARY_PATHS });
const formReadCallFx = createDynamicCall({ client: 'application', method: 'GET', schema: interfaceFormSchema, paths: [FORM_PATH] });
// The form engine shows a warning under each field it sent: only the rest opens the dialog.
const formSaveCallFx = createDynamicCall({ client: 'application', schema: interfaceFormSavedSchema, shownFields: 'payload', paths: [FORM_PATH] });
const filterCallFx = createDynamicCall({ client: 'application', idempotent: 'read', schema: rawInputListSchema, paths: [INTERFACE_PATHS.filter] });
// The form engine debounces on-change itself (REQUEST_DEBOUNCE_MS per form): no second debounce here.
const onChangeCallFx = createDynamicCall({ client: 'application', idempotent: 'read', schema: onChangeSchema, paths: [INTERFACE_PATHS.onChange] });
// Every upload list shows a failed file in place, with the reason and its retry: no toast or dialog too.
const uploadCallFx = createDynamicCall({ client: 'application', schema: uploadResultSchema, multipart: true, silent: 'failures', paths: [INTERFACE_PATHS.upload] });
const removeCallFx = createDynamicCall({ client: 'application', schema: deleteFileSchema, paths: [INTERFACE_PATHS.remove] });
// The check's answer is shown in place ("valid, −10 %" / "not valid"): no warning dialog on top of it.
const promoCallFx = createDynamicCall({ client: 'application', idempotent: 'read', schema: promoResultSchema, silent: true, paths: [INTERFACE_PATHS.promo] });

/** get-popup-input-list: the field descriptors of a tab (TABID), raw (see `rawInputListSchema`). */
export const fetchInputListFx = attach({
  effect: inputListCallFx,
  mapParams: ({ TABID, access }: { TABID: number | string; access: InterfaceAccess }) => ({
    path: access === 'public' ? INTERFACE_PATHS.inputListPublic : INTERFACE_PATHS.inputList,
    payload: { TABID },
  }),
});

/** get-buttons-list: the buttons under a parent (PARENTID). */
export const fetchButtonsFx = attach({
  effect: buttonsCallFx,
  mapParams: ({ PARENTID, access }: { PARENTID: number | string; access: InterfaceAccess }) => ({
    path: access === 'public' ? INTERFACE_PATHS.buttonsPublic : INTERFACE_PATHS.buttons,
    payload: { PARENTID },
  }),
});

/** get-grid-list: the columns of a grid under a parent (PARENTID). */
export const fetchGridFx = attach({
  effect: gridCallFx,
  mapParams: ({ PARENTID, access }: { PARENTID: number | string; access: InterfaceAccess }) => ({
    path: access === 'public' ? INTERFACE_PATHS.gridPublic : INTERFACE_PATHS.grid,
    payload: { PARENTID },
  }),
});

/** get-filter-list: the filter fields of a grid (PARENTID), raw descriptors. */
export const fetchFilterListFx = attach({
  effect: filterCallFx,
  mapParams: ({ PARENTID }: { PARENTID: number | string }) => ({ path: INTERFACE_PATHS.filter, payload: { PARENTID } }),
});

/** GET /api/interface/form/{id}: descriptors and saved values. */
export const fetchInterfaceFormFx = attach({
  effect: formReadCallFx,
  mapParams: ({ id }: { id: number | string }) => ({ path: interfaceFormPath(id) }),
});

/**
 * The same read made ahead, before the form opens (a wizard's next step while the customer fills this one in): its
 * answer is kept for the form's own read (request.ts `ahead`). Silent; a failure leaves that read to ask.
 */
export const readInterfaceFormAheadFx = attach({
  effect: formReadCallFx,
  mapParams: ({ id }: { id: number | string }) => ({ path: interfaceFormPath(id), ahead: true }),
});

/** POST /api/interface/form/{id}: saves the values (wire format, see `shapeFormValues`). */
export const saveInterfaceFormFx = attach({
  effect: formSaveCallFx,
  mapParams: ({ id, values }: { id: number | string; values: Payload }) => ({ path: interfaceFormPath(id), payload: values }),
});

/**
 * A dynamic select's options or a dictionary (§7 "Dynamic select fields", "Dictionaries"): POST to the field's
 * own path (its descriptor's `API`) with its params; the answer's `result_list` holds the entries.
 */
export const fetchOptionsFx = attach({
  effect: dictionaryCallFx,
  mapParams: ({ path, params }: { path: string; params?: Payload }) => ({ path, payload: params ?? {} }),
});

export interface OnChangePayload extends Payload {
  TABID: number | string | null;
  /** FIELD_NAMEs whose change sent this request. */
  initiators: string[];
  /** The whole form, shaped as for submission. */
  values: Payload;
}

/** on-change-input-value: the server answers what other fields get (value, visible, disabled). */
export const onChangeInputValueFx = attach({
  effect: onChangeCallFx,
  mapParams: (payload: OnChangePayload) => ({ path: INTERFACE_PATHS.onChange, payload }),
});

/**
 * /files/upload (multipart): `id` the owner (form field or record), `file`, `data` = JSON `{ kind }`; `onProgress`
 * hears the share of the bytes sent (0–1).
 */
export const uploadFileFx = attach({
  effect: uploadCallFx,
  mapParams: ({ id, file, kind, onProgress }: { id: string | number; file: File; kind: string; onProgress?: (fraction: number) => void }) => ({
    path: INTERFACE_PATHS.upload,
    payload: { id, file, data: JSON.stringify({ kind }) },
    onUploadProgress: onProgress,
  }),
});

/** /files/delete: `file` (the stored file's `file`) and `id`. */
export const deleteFileFx = attach({
  effect: removeCallFx,
  mapParams: ({ file, id }: { file: string; id: string | number }) => ({ path: INTERFACE_PATHS.remove, payload: { file, id } }),
});

/** /promo-code/checker: REFERRAL is the product category (e.g. `medicalCheckUp`), CODE what the user typed. */
export const checkPromoCodeFx = attach({
  effect: promoCallFx,
  mapParams: ({ REFERRAL, CODE }: { REFERRAL: string; CODE: string }) => ({ path: INTERFACE_PATHS.promo, payload: { REFERRAL, CODE } }),
});

/**
 * The server's words for a refused promo code (a 400: unknown, expired, not for this product): its warning under CODE,
 * else any other it gave; '' when it gave none. Null when the check failed rather than refused (network, 500): the
 * code was not judged. The one reading of a refusal for every promo field (the wizard's payment step, the form engine).
 */
export function promoRefusalOf(error: ApiError): string | null {
  if (error.kind !== 'warning') return null;
  const warned = error.fieldWarnings.CODE ?? Object.values(error.fieldWarnings).flat();
  return (warned.length > 0 ? warned : error.messages).join(' ');
}
