import { attach } from 'effector';
import { createDynamicCall } from '../create-call';
import type { Payload } from '../payload';
import {
  buttonListSchema,
  deleteFileSchema,
  dictionarySchema,
  gridListSchema,
  interfaceFormSavedSchema,
  interfaceFormSchema,
  menuListSchema,
  onChangeSchema,
  promoResultSchema,
  rawInputListSchema,
  uploadResultSchema,
} from './schemas';

/**
 * The interface calls of the application client (public-site.md §7 "Interface permissions", "Dynamic select
 * fields", "On-change input value", "Files", "Promo", "Dictionaries"; customer-portal.md §7). All POST unless
 * noted; the form engine (`shared/form-engine`) is their main user.
 */
export const INTERFACE_PATHS = {
  inputList: '/mobile/interface/get-popup-input-list/',
  inputListPublic: '/mobile/interface/get-popup-input-list/public/',
  buttons: '/mobile/interface/get-buttons-list/',
  buttonsPublic: '/mobile/interface/get-buttons-list/public/',
  grid: '/mobile/interface/get-grid-list/',
  gridPublic: '/mobile/interface/get-grid-list/public/',
  menu: '/mobile/interface/get-menu-list/',
  filter: '/mobile/interface/get-filter-list/',
  info: '/api/interface/info/',
  onChange: '/mobile/interface/on-change-input-value/',
  upload: '/files/upload',
  remove: '/files/delete',
  promo: '/promo-code/checker',
} as const;

/** `/api/interface/form/{id}` (GET reads the form, POST saves its values). */
export const interfaceFormPath = (id: string | number) => `/api/interface/form/${encodeURIComponent(String(id))}`;
/** `/files/pdf/{id}` (GET): a contract or an uploaded PDF, opened by the browser. */
export const filePdfPath = (id: string | number) => `/files/pdf/${encodeURIComponent(String(id))}`;

/**
 * Which variant of a list endpoint to call: `public` (no session needed; the purchase flows and calculators)
 * or `authorized` (the signed-in customer's own lists). The form engine decides this once
 * (`resolveInterfaceAccess`: parent 5049 is always public).
 */
export type InterfaceAccess = 'public' | 'authorized';

const inputListCallFx = createDynamicCall({ client: 'application', idempotent: 'read', schema: rawInputListSchema });
const buttonsCallFx = createDynamicCall({ client: 'application', idempotent: 'read', schema: buttonListSchema });
const gridCallFx = createDynamicCall({ client: 'application', idempotent: 'read', schema: gridListSchema });
const dictionaryCallFx = createDynamicCall({ client: 'application', idempotent: 'read', schema: dictionarySchema });
const formReadCallFx = createDynamicCall({ client: 'application', method: 'GET', schema: interfaceFormSchema });
const formSaveCallFx = createDynamicCall({ client: 'application', schema: interfaceFormSavedSchema });
const menuCallFx = createDynamicCall({ client: 'application', idempotent: 'read', schema: menuListSchema });
const filterCallFx = createDynamicCall({ client: 'application', idempotent: 'read', schema: rawInputListSchema });
// The form engine debounces on-change itself (REQUEST_DEBOUNCE_MS per form): no second debounce here.
const onChangeCallFx = createDynamicCall({ client: 'application', idempotent: 'read', schema: onChangeSchema });
const uploadCallFx = createDynamicCall({ client: 'application', schema: uploadResultSchema, multipart: true });
const removeCallFx = createDynamicCall({ client: 'application', schema: deleteFileSchema });
// The check's answer is shown in place ("valid, −10 %" / "not valid"): no warning dialog on top of it.
const promoCallFx = createDynamicCall({ client: 'application', idempotent: 'read', schema: promoResultSchema, silent: true });

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

/** get-menu-list: the server-driven menu (optionally under a PARENTID). */
export const fetchMenuFx = attach({
  effect: menuCallFx,
  mapParams: (payload: { PARENTID?: number | string } | void) => ({ path: INTERFACE_PATHS.menu, payload: payload ?? {} }),
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

/** /files/upload (multipart): `id` the owner (form field or record), `file`, `data` = JSON `{ kind }`. */
export const uploadFileFx = attach({
  effect: uploadCallFx,
  mapParams: ({ id, file, kind }: { id: string | number; file: File; kind: string }) => ({
    path: INTERFACE_PATHS.upload,
    payload: { id, file, data: JSON.stringify({ kind }) },
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
