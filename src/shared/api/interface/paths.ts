import { apiPathOf } from '@/shared/config/api-table';

/**
 * The interface calls' paths (public-site.md §7 "Interface permissions", "Dynamic select fields", "On-change input
 * value", "Files", "Promo"; customer-portal.md §7). A module of their own, without effects: the profile's menu
 * (menu-calls.ts) and the contract's PDF address (purchase/download.ts) need a path, not the form engine's calls.
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
  onChange: apiPathOf('interface.on-change'),
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
