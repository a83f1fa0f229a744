/**
 * Ids and paths the real backend may differ on (issue 23 item 5; docs/decisions/api-overrides.md): the form ids of
 * the wizard steps and the calculators' tabs, and the paths the spec does not name (ours). One table; a deployment
 * overrides any entry without a code change, at build time:
 *
 *   PUBLIC_API_OVERRIDES='{"forms":{"appa.search-car":2751},"paths":{"payment.confirm":"/payment/approve-free"}}'
 *
 * Unknown keys and values of the wrong type are ignored (and reported in the browser's console). The simulator reads
 * the same table where it takes ids and paths from it (the wizards' forms, the calculators' tabs, the chat).
 */
export const API_TABLE_DEFAULTS = {
  forms: {
    'appa.search-car': 4301,
    'appa.check-data': 4302,
    'appa.payment': 4303,
    'appa.result': 4305,
    'travel.search-travel-person': 4422,
    'travel.travel-contract-data': 4423,
    'travel.create-travel-contract': 4424,
    'travel.result': 4425,
    'medicalCheckUp.search-person': 4515,
    'medicalCheckUp.contract-data': 4516,
    'medicalCheckUp.create-contract': 4517,
    'medicalCheckUpPlus.search-person': 4697,
    'medicalCheckUpPlus.contract-data': 4698,
    'medicalCheckUpPlus.create-contract': 4699,
    'socialMedCheckUp.search-person': 4886,
    'socialMedCheckUp.contract-data': 4887,
    'socialMedCheckUp.create-contract': 4888,
    'apka.search-person': 5101,
    'apka.search-car': 5102,
    'apka.payment': 5103,
    'justCasco.search-person': 5111,
    'justCasco.search-car': 5112,
    'justCasco.payment': 5113,
    'property.search-person': 5121,
    'property.property-data': 5122,
    'property.payment': 5123,
    'petsInsurance.search-person': 5131,
    'petsInsurance.pet-data': 5132,
    'petsInsurance.payment': 5133,
    'calculator.appa': 3101,
    'calculator.apka': 3102,
    'calculator.justCasco': 3103,
    'calculator.travel': 3104,
    'calculator.medicalCheckUpPlus': 3105,
    'calculator.socialMedCheckUp': 3106,
    'calculator.property': 3107,
    'calculator.petsInsurance': 3108,
  },
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
  },
} as const;

export type FormKey = keyof typeof API_TABLE_DEFAULTS.forms;
export type PathKey = keyof typeof API_TABLE_DEFAULTS.paths;
export interface ApiTable {
  forms: Record<FormKey, number>;
  paths: Record<PathKey, string>;
}

/** The defaults with the overrides of `json` (an object `{ forms?, paths? }`); what it ignored, in `ignored`. */
export function resolveApiTable(json: string | undefined): { table: ApiTable; ignored: string[] } {
  const table: ApiTable = { forms: { ...API_TABLE_DEFAULTS.forms }, paths: { ...API_TABLE_DEFAULTS.paths } };
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
    if (Object.hasOwn(table.forms, key) && Number.isInteger(value) && (value as number) > 0) table.forms[key as FormKey] = value as number;
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
export const formIdOf = (key: FormKey): number => apiTable.forms[key];
export const apiPathOf = (key: PathKey): string => apiTable.paths[key];
