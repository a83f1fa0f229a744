import * as v from 'valibot';
import { CALCULATORS, PURCHASE_PRODUCTS } from '@/shared/config';
import specNames from './spec-names.json';

/**
 * What the specification names (public-site.md §7, customer-portal.md §2, §3, §7), so that docs/api/openapi.json can
 * mark everything else `x-source: ours` — the backend team's checklist of what we invented.
 */

/** The paths the spec names (§7 of both documents; braces expanded). Everything else the app calls is ours. */
export const SPEC_PATHS: ReadonlySet<string> = new Set([
  // public-site.md §7, content client
  ...['/about/', '/home/', '/header/', '/footer/', '/contacts/', '/faq/', '/news-and-videos/', '/news/', '/blog-and-videos/', '/customers/'],
  ...['/prod/', '/prod/details/', '/faq/byservice/', '/faq/bygroup/', '/news/details/', '/blog/details/', '/blog/', '/search/', '/customers/details/', '/apply-jobs/'],
  // public-site.md §7, application client
  '/mobile/interface/get-popup-input-list/public/',
  '/mobile/interface/get-popup-input-list/',
  '/mobile/interface/get-buttons-list/public/',
  '/mobile/interface/get-buttons-list/',
  '/mobile/interface/get-grid-list/',
  '/mobile/interface/get-grid-list/public/',
  '/mobile/interface/get-menu-list/',
  '/mobile/interface/get-filter-list/',
  '/api/interface/info/',
  '/api/interface/form/{id}',
  '/mobile/login/i_am_a_not_robot/',
  '/files/upload',
  '/files/delete',
  '/files/pdf/{id}',
  '/promo-code/checker',
  ...['instype', 'bm', 'period', 'cartype', 'carpower_m', 'carusetype', 'carseats', 'persontype', 'region'].map((name) => `/diction_s/appa/${name}/`),
  ...['usetype', 'period'].map((name) => `/diction_s/aswa/${name}/`),
  '/diction_s/def-transit-bank-list/',
  '/diction_s/transit-or-bank/',
  '/country/get-country-list-alchemy/',
  ...['appa', 'travel', 'travel_support', 'property', 'just-casco', 'medical-checkup', 'medical-checkup-plus', 'apka', 'pets-insurance', 'social-med-checkup'].map(
    (product) => `/product/${product}/calc`,
  ),
  // customer-portal.md §7
  '/mobile/login/customer-signin/',
  '/mobile/login/verification/send/',
  '/mobile/login/customer-pass-forgot/',
  '/mobile/login/customer-signup/',
  '/mobile/sss_policy_activation/',
  '/mobile/get-cust-datas/',
  '/mobile/get-dept/',
  '/mobile/get-contracts/',
  '/mobile/get-contracts-group/',
  '/mobile/create-request/',
  '/mobile/upload-cust-avatar/',
  '/mobile/callback_order-doctor/',
  '/mobile/contract_order_fromsite/',
  ...['request-phone-change', 'confirm-phone-change', 'request-email-change', 'confirm-email-change', 'autofill', 'save-language'].map((name) => `/profile/data/${name}`),
  ...['get-list', 'get-retrieve', 'get-list-group-by-detid', 'paid/by-year', 'create'].map((name) => `/mobile/claim/${name}`),
  '/mobile/create-request/get-cmptl-objects/',
  '/mobile/create-request/public/',
  ...['add/', 'save/', 'remove/', 'set-default/', 'get/'].map((name) => `/mobile/card/${name}`),
  '/payment/make',
  '/mobile/aswa/show-contract-price/',
  '/mobile/aswa/set-contract-payment/',
  '/mobile/travel/set-contract-payment/',
  '/mobile/travel/send-contract/',
  '/product/appa/find-vehicle',
  '/product/appa/create-object',
  '/product/travel/set-customer',
  '/product/travel/create-object',
  '/product/property/set-customer',
  '/product/property/create-object',
  '/product/just-casco/find-vehicle',
  '/product/just-casco/create-object',
  '/product/medical-checkup/set-customer',
  '/product/medical-checkup/create-object',
  '/product/social-med-checkup/set-customer',
  '/product/social-med-checkup/create-object',
  '/raffle/audi-etron-q/generate-ticket-and-raffle-info',
  '/raffle/audi-etron-q/get-tickets',
]);

/** Field names: a word of the spec's text. */
const SPEC_NAMES: ReadonlySet<string> = new Set(specNames as string[]);
export const isSpecName = (name: string) => SPEC_NAMES.has(name.replace(/\[\]$/, ''));

/** Form and tab ids the spec names (customer-portal.md §2 "Steps per product", public-site.md §7 "Field tab ids"). */
const SPEC_IDS: ReadonlySet<number> = new Set([
  2744, 2751, 3957, 4506, 4511, 4547, 4655, 4966, 5049, 3152, 3166,
  4422, 4423, 4424, 4425, 4515, 4516, 4517, 4697, 4698, 4699, 4886, 4887, 4888,
]);

export interface KnownId {
  id: number;
  use: string;
  'x-source': 'spec' | 'ours';
}

/** The form ids of the purchase wizards (`/api/interface/form/{id}`, header grids by PARENTID). */
export const FORM_IDS: KnownId[] = Object.values(PURCHASE_PRODUCTS).flatMap((product) =>
  [...product.steps, product.final]
    .filter((step, index, steps) => step.formId !== null && steps.findIndex((other) => other.formId === step.formId) === index)
    .map((step) => ({ id: step.formId as number, use: `${product.key} ${step.tab}`, 'x-source': SPEC_IDS.has(step.formId as number) ? 'spec' : 'ours' }) as const),
);

/** The calculators' tabs (get-popup-input-list TABID). */
export const CALCULATOR_TAB_IDS: KnownId[] = CALCULATORS.map((row) => ({ id: row.tabId, use: `calculator ${row.id}`, 'x-source': SPEC_IDS.has(row.tabId) ? 'spec' : 'ours' }));

/** The error shapes of §8 (public-site.md §8, customer-portal.md §8), as the catalogue reads them. */
const messages = v.union([v.string(), v.array(v.string())]);
export const warningBody = v.pipe(
  v.looseObject({
    detail: v.optional(v.string()),
    warning: v.optional(v.string()),
    warnings: v.optional(v.array(v.string())),
    warning_d: v.optional(v.pipe(v.record(v.string(), messages), v.description('messages by field name, shown under the field'))),
    front_warning: v.optional(v.string()),
    error: v.optional(v.string()),
  }),
  v.description('400: a warning dialog lists the messages; `warning_d` entries stand under their fields'),
);
export const detailBody = v.looseObject({ detail: v.string() });
export const serverErrorBody = v.pipe(v.looseObject({ error: v.optional(v.string()), detail: v.optional(v.string()) }), v.description('500: an error toast for 4 s'));
