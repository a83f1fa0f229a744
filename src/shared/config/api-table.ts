/**
 * Ids and paths the real backend may differ on (issue 23 item 5; docs/decisions/api-overrides.md): the form ids of
 * the wizard steps and the calculators' tabs (their rows in purchase.ts and calculators.ts, renamed through
 * form-ids.ts), and the paths the spec does not name (ours, below). A deployment overrides any of them without a code
 * change, at build time:
 *
 *   PUBLIC_API_OVERRIDES='{"forms":{"4301":2751},"paths":{"payment.confirm":"/payment/approve-free"}}'
 *
 * Unknown keys and values of the wrong type are ignored (and reported in the browser's console). The simulator reads
 * the same rows and paths where it takes them from the app (the wizards' forms, the calculators' tabs, the chat).
 * Only the call modules import this file (it is not in the route table's chunk).
 */
export const API_TABLE_DEFAULTS = {
  paths: {
    'content.subscribe': '/subscribe/',
    'content.product-terms': '/prod/terms/',
    'interface.on-change': '/mobile/interface/on-change-input-value/',
    'appa.update-object': '/product/appa/update-object',
    'payment.confirm': '/payment/confirm',
    'apka.set-customer': '/product/apka/set-customer',
    'apka.create-object': '/product/apka/create-object',
    'justCasco.set-customer': '/product/just-casco/set-customer',
    'petsInsurance.set-customer': '/product/pets-insurance/set-customer',
    'petsInsurance.create-object': '/product/pets-insurance/create-object',
    'medicalCheckUpPlus.set-customer': '/product/medical-checkup-plus/set-customer',
    'medicalCheckUpPlus.create-object': '/product/medical-checkup-plus/create-object',
    'medicalCheckUp.record-payment': '/mobile/medical-checkup/set-contract-payment/',
    'medicalCheckUpPlus.record-payment': '/mobile/medical-checkup-plus/set-contract-payment/',
    'socialMedCheckUp.record-payment': '/mobile/social-med-checkup/set-contract-payment/',
    'chat.staff': '/mobile/chat/get-staff',
    'chat.create-user': '/mobile/chat/create-user',
    'chat.rooms': '/mobile/chat/get-rooms',
    'chat.create-room': '/mobile/chat/create-room',
    'chat.messages': '/mobile/chat/get-messages',
    'chat.send': '/mobile/chat/send',
    'chat.file': '/mobile/chat/file',
    'profile.save-address': '/profile/data/save-address',
    'purchase.drafts': '/mobile/purchase/get-drafts',
    'purchase.discard-draft': '/mobile/purchase/discard-draft',
  },
} as const;

export type PathKey = keyof typeof API_TABLE_DEFAULTS.paths;
export interface ApiTable {
  /** Renamed form and tab ids: ours → the backend's. */
  forms: Record<string, number>;
  paths: Record<PathKey, string>;
}


/** The defaults with the overrides of `json` (an object `{ forms?, paths? }`); what it ignored, in `ignored`. */
export function resolveApiTable(json: string | undefined): { table: ApiTable; ignored: string[] } {
  const table: ApiTable = { forms: {}, paths: { ...API_TABLE_DEFAULTS.paths } };
  const ignored: string[] = [];
  if (!json || json.trim() === '') return { table, ignored };
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return { table, ignored: ['PUBLIC_API_OVERRIDES is not JSON'] };
  }
  const given = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Record<string, unknown>;
  for (const [key, value] of Object.entries((given.forms ?? {}) as Record<string, unknown>)) {
    // Keyed by our id (form-ids.ts applies it wherever that id is used).
    if (/^[1-9]\d*$/.test(key) && Number.isInteger(value) && (value as number) > 0) table.forms[key] = value as number;
    else ignored.push(`forms.${key}`);
  }
  for (const [key, value] of Object.entries((given.paths ?? {}) as Record<string, unknown>)) {
    if (Object.hasOwn(table.paths, key) && typeof value === 'string' && value.startsWith('/') && !value.startsWith('//')) table.paths[key as PathKey] = value;
    else ignored.push(`paths.${key}`);
  }
  return { table, ignored };
}

const resolved = resolveApiTable(import.meta.env.PUBLIC_API_OVERRIDES);
if (resolved.ignored.length > 0) console.warn('[config] PUBLIC_API_OVERRIDES entries ignored:', resolved.ignored);

/** The table in force: the defaults and this build's overrides. */
export const apiTable: ApiTable = resolved.table;
export const apiPathOf = (key: PathKey): string => apiTable.paths[key];
