import * as v from 'valibot';
import { calcResultSchema, interfaceInfoSchema } from '@/shared/api/interface/schemas';
import { WIRE_PHONE_PATTERN } from '@/shared/api/phone';

/**
 * What docs/api/openapi.json says a call SENDS (issue 23 item 4). What it ANSWERS is not written here: the document
 * takes it from the calls themselves (`callRegistry`, the very valibot schemas the app validates with). Operations
 * the app does not call but the simulator answers (it is the backend's twin) name their answer here.
 *
 * Keys are `METHOD path` with `{param}` templates, relative to the client's base URL. A request schema describes the
 * body: JSON on the application client, multipart (`multipart: true`) on the content client and for uploads.
 */
export interface RequestDoc {
  summary: string;
  /** The body (or, for GET, the query), or null for none. */
  request: v.GenericSchema | null;
  multipart?: boolean;
  /** Only for operations the app does not call: the answer the simulator gives. */
  answer?: v.GenericSchema;
  /** A request the simulator answers with success (the test of the simulator against this document sends it). */
  example?: Record<string, unknown>;
  /** Path parameters of the example (`{ id: '4301' }`). */
  exampleParams?: Record<string, string>;
}

const str = v.string();
const opt = <T extends v.GenericSchema>(schema: T) => v.optional(schema);
const num = v.union([v.number(), v.string()]);
const flag01 = v.picklist([0, 1]);
const described = <T extends v.GenericSchema>(schema: T, description: string) => v.pipe(schema, v.description(description));
/** A phone: exactly `+374 (0xx) rest` (docs/decisions/phone-wire-format.md); anything else is a 400 warning_d. */
const phone = described(v.pipe(v.string(), v.regex(new RegExp(WIRE_PHONE_PATTERN))), 'Armenian phone, `+374 (0xx) xxxxxx`, e.g. `+374 (091) 234567`; left out when empty');
const date = described(v.pipe(v.string(), v.regex(/^\d{2}\/\d{2}\/\d{4}$/)), 'DD/MM/YYYY');
const fileIds = described(v.string(), 'ids of /files/upload, comma-joined');
const binary = described(v.string(), 'a file (multipart part)');
/** The form values of a step or form (wire format, public-site.md §5) plus the broker (customer-portal.md §1). */
const formValues = (fields: Record<string, v.GenericSchema> = {}) => v.looseObject({ ...fields, BROKER: opt(str) });
const empty = v.looseObject({});
const person = { PASSPORT: opt(str), PHONE: opt(phone), EMAIL: opt(str), CONSENT: opt(flag01) };
const paymentRecord = v.looseObject({
  contract_id: str,
  order_id: described(str, "the bank's orderID"),
  payment_id: str,
  response_code: str,
  description: str,
  savecc: str,
});
const clientFields = {
  CLIENT_IP: opt(described(str, "the session's IP (GET /client-info)")),
  CLIENT_COUNTRY: opt(described(str, "the session's country, ISO 3166 (AM)")),
};
const interfaceParent = v.looseObject({ PARENTID: num });

const content = (summary: string, request: v.GenericSchema | null = null, example?: Record<string, unknown>): RequestDoc => ({
  summary,
  request: request ?? v.looseObject({ lang: v.picklist(['am', 'en', 'ru']) }),
  multipart: true,
  example,
});
const withLang = (fields: Record<string, v.GenericSchema>) => v.looseObject({ lang: v.picklist(['am', 'en', 'ru']), ...fields });

export const CONTENT_REQUESTS: Record<string, RequestDoc> = {
  'POST /header/': content('The site header: menu, phone'),
  'POST /footer/': content('The site footer'),
  'POST /home/': content('The home page blocks'),
  'POST /subscribe/': content('E-mail subscription of the home page', withLang({ email: str }), { email: 'new.reader@example.am' }),
  'POST /about/': content(
    'The company index; with `charid` an about section; with `page` a content page; with `charid=newteam` and `pid` or `vacancy_title` a vacancy',
    withLang({ charid: opt(str), page: opt(str), pid: opt(str), vacancy_title: opt(str) }),
  ),
  'POST /contacts/': content('Branches and their contacts'),
  'POST /apply-jobs/': content(
    'A job application: the form fields of the vacancy, its id, files as `cv[]` / `cover_letter[]`; answers a result HTML message',
    withLang({ vacancy_id: opt(str), 'cv[]': opt(binary), 'cover_letter[]': opt(binary) }),
  ),
  'POST /prod/': content('The products catalogue; with `pid` a service group', withLang({ pid: opt(num) }), { pid: 1 }),
  'POST /prod/details/': content('A product page', withLang({ charid: str, parentcharid: str, type: opt(v.picklist(['personal', 'corporate'])) })),
  'POST /prod/terms/': content("A product's terms", withLang({ pid: num })),
  'POST /faq/': content('FAQ by category'),
  'POST /faq/byservice/': content('FAQ of a service', withLang({ pid: num }), { pid: 101 }),
  'POST /faq/bygroup/': content('FAQ of a service group', withLang({ pid: num }), { pid: 1 }),
  'POST /news-and-videos/': content('News and videos'),
  'POST /news/': content('The news list'),
  'POST /news/details/': content('A news item by its slug (any language)', withLang({ pid: str })),
  'POST /blog-and-videos/': content('The blog page'),
  'POST /blog/': content('Blog posts of a topic', withLang({ category: str })),
  'POST /blog/details/': content('A blog post by its slug (any language)', withLang({ pid: str })),
  'POST /customers/': content('Customer stories'),
  'POST /customers/details/': content('A customer story', withLang({ cid: str })),
  'POST /search/': content('Site search', withLang({ searchKeyword: str }), { searchKeyword: 'casco' }),
};

const purchaseStep = (summary: string, fields: Record<string, v.GenericSchema> = {}): RequestDoc => ({ summary, request: formValues(fields) });
const forms = (list: string[]) => Object.fromEntries(list.map((name) => [name, opt(v.unknown())]));

export const APPLICATION_REQUESTS: Record<string, RequestDoc> = {
  // Session and accounts (customer-portal.md §7 "Login").
  'POST /mobile/login/i_am_a_not_robot/': { summary: 'Whether this login must answer a challenge first', request: v.looseObject({ LOGIN: str }), example: { LOGIN: '1234567890' } },
  'POST /mobile/login/customer-signin/': {
    summary: 'Sign-in with the personal ID or the e-mail',
    request: v.looseObject({ LOGIN: str, PASSWORD: str, CAPTCHA_ID: opt(str), CAPTCHA_ANSWER: opt(str) }),
    example: { LOGIN: '1234567890', PASSWORD: 'Sevan2026!' },
  },
  'POST /mobile/login/verification/send/': {
    summary: 'A 6-digit code by e-mail or SMS (registration, recovery)',
    request: v.looseObject({ PURPOSE: v.picklist(['signup', 'recovery']), CHANNEL: v.picklist(['email', 'sms']), EMAIL: opt(str), PHONE: opt(phone), REGISTRATION: opt(str) }),
    example: { PURPOSE: 'signup', CHANNEL: 'email', EMAIL: 'contract.test@example.am' },
  },
  'POST /mobile/login/customer-signup/': {
    summary: 'Registration steps: STEP email-code, phone-code, password, documents',
    request: v.looseObject({
      STEP: v.picklist(['email-code', 'phone-code', 'password', 'documents']),
      REGISTRATION: opt(str),
      CODE: opt(str),
      EMAIL: opt(str),
      PHONE: opt(phone),
      PASSWORD: opt(str),
      PASSWORD_CONFIRM: opt(str),
      FIRSTNAME: opt(str),
      LASTNAME: opt(str),
      DOCUMENT_TYPE: opt(str),
      FILES: opt(fileIds),
    }),
  },
  'POST /mobile/login/sign-out-all/': {
    summary: 'Ends every session of the signed-in customer, this one included; other devices meet a 401 on their next call (ours)',
    request: v.looseObject({}),
    example: {},
  },
  'POST /mobile/identity/get-status': {
    summary: 'Where the signed-in customer\'s identity documents are: none sent, under review (reviewed within 1 working day), accepted or refused (ours)',
    request: v.looseObject({}),
    example: {},
  },
  'POST /mobile/sss_policy_activation/': { summary: 'Registration by the social card number', request: v.looseObject({ REGISTRATION: str, SSN: str }) },
  'POST /mobile/login/customer-pass-forgot/': {
    summary: 'Password recovery: STEP code, password',
    request: v.looseObject({ STEP: v.picklist(['code', 'password']), EMAIL: opt(str), CODE: opt(str), RESET: opt(str), PASSWORD: opt(str), PASSWORD_CONFIRM: opt(str) }),
  },
  'POST /mobile/get-cust-datas/': { summary: "The signed-in customer's profile", request: v.looseObject({ CUSTOMER: str }), example: { CUSTOMER: '1001' } },

  // Interface (public-site.md §7 "Interface permissions").
  'POST /mobile/interface/get-popup-input-list/': { summary: 'Field descriptors of a tab (signed in)', request: v.looseObject({ TABID: num }), example: { TABID: 3101 } },
  'POST /mobile/interface/get-popup-input-list/public/': { summary: 'Field descriptors of a tab', request: v.looseObject({ TABID: num }), example: { TABID: 3101 } },
  'POST /mobile/interface/get-buttons-list/': { summary: 'Buttons under a parent (signed in)', request: interfaceParent, example: { PARENTID: 2744 } },
  'POST /mobile/interface/get-buttons-list/public/': { summary: 'Buttons under a parent', request: interfaceParent, example: { PARENTID: 2744 } },
  'POST /mobile/interface/get-grid-list/': { summary: 'Grid columns under a parent (signed in); with rows for the subrogation grid 3158', request: interfaceParent, example: { PARENTID: 3158 } },
  'POST /mobile/interface/get-grid-list/public/': { summary: 'Grid columns under a parent', request: interfaceParent, example: { PARENTID: 5049 } },
  'POST /mobile/interface/get-menu-list/': { summary: 'The server-driven menu of the profile', request: v.looseObject({ PARENTID: opt(num) }), example: {} },
  'POST /mobile/interface/get-filter-list/': { summary: 'Filter fields of a grid', request: interfaceParent, example: { PARENTID: 3158 } },
  'POST /api/interface/info/': { summary: 'What the interface backend says about itself', request: empty, answer: interfaceInfoSchema, example: {} },
  'GET /api/interface/form/{id}': { summary: "A form's descriptors, title and saved values", request: null, exampleParams: { id: '9000' } },
  'POST /api/interface/form/{id}': { summary: "Saves a form's values (wire format)", request: v.looseObject({}) },
  'POST /mobile/interface/on-change-input-value/': {
    summary: 'What other fields get when initiators change (value, visible, disabled)',
    request: v.looseObject({ TABID: v.nullable(num), initiators: v.array(str), values: v.looseObject({}) }),
  },
  'POST /files/upload': { summary: 'A file upload', request: v.looseObject({ id: num, file: binary, data: described(str, 'JSON `{ "kind": … }`') }), multipart: true },
  'POST /files/delete': { summary: 'Removes an uploaded file', request: v.looseObject({ file: str, id: num }) },
  'GET /files/pdf/{id}': { summary: "A paid contract's PDF (application/pdf)", request: null },
  'POST /promo-code/checker': { summary: 'Checks a promo code for a product', request: v.looseObject({ REFERRAL: str, CODE: str }), example: { REFERRAL: 'travel', CODE: 'TRAVEL5' } },

  // Calculators (public-site.md §7): the form values minus nulls.
  ...Object.fromEntries(
    ['appa', 'travel', 'travel_support', 'property', 'just-casco', 'medical-checkup', 'medical-checkup-plus', 'apka', 'pets-insurance', 'social-med-checkup'].map((product) => [
      `POST /product/${product}/calc`,
      {
        summary: `The ${product} calculator: the premium of the form values`,
        request: v.looseObject({}),
        // The app's calculators call eight of them; the simulator answers all ten the same way.
        answer: calcResultSchema,
        ...(product === 'appa' ? { example: { PERSONTYPE: 1, INSTYPE: 1, BM: 10, PERIOD: 1, CARTYPE: 1, CARPOWER_M: 1, REGION: 'YR' } } : {}),
      } satisfies RequestDoc,
    ]),
  ),
  // Dictionaries (public-site.md §7): POST, optional params of the field.
  ...Object.fromEntries(
    [
      ...['instype', 'bm', 'period', 'cartype', 'carpower_m', 'carusetype', 'carseats', 'persontype', 'region'].map((name) => `/diction_s/appa/${name}/`),
      ...['usetype', 'period'].map((name) => `/diction_s/aswa/${name}/`),
      '/diction_s/def-transit-bank-list/',
      '/diction_s/transit-or-bank/',
      '/country/get-country-list-alchemy/',
    ].map((path) => [`POST ${path}`, { summary: 'A dictionary: `result_list` of NAME_A / NUMID / CHARID', request: v.looseObject({}), example: {} } satisfies RequestDoc]),
  ),

  // Purchase steps (customer-portal.md §7 "Product steps"; docs/purchase-api.md): the step's form values plus BROKER.
  'POST /product/appa/find-vehicle': purchaseStep('CMTPL step 1: the car by plate and the owner\'s document', { PLATE: str, DOCUMENT: str }),
  'POST /product/appa/create-object': purchaseStep('CMTPL step 1: creates the draft contract', { PLATE: str, DOCUMENT: str, CONSENT: flag01 }),
  'POST /product/appa/update-object': purchaseStep('CMTPL step 2: phone and e-mail of the contract', { ID: str, PHONE: phone, EMAIL: str, CONSENT: flag01 }),
  'POST /product/travel/set-customer': purchaseStep('Travel step 1 (4422): the traveller and the owner', {
    CUSTOMER_IS_OWNER: opt(flag01),
    PASSPORT: opt(str),
    PASSPORT_HOLDER: opt(str),
    FIRSTNAME: opt(str),
    LASTNAME: opt(str),
    BIRTHDATE: opt(date),
    PHONE: opt(phone),
    EMAIL: opt(str),
    OWNER_FIRSTNAME: opt(str),
    OWNER_LASTNAME: opt(str),
    OWNER_ADDRESS: opt(str),
    CONSENT: opt(flag01),
  }),
  'POST /product/travel/create-object': purchaseStep('Travel step 2 (4423): countries and dates', {
    ID: str,
    COUNTRY: described(str, 'country codes, comma-joined'),
    FROMDATE: date,
    TODATE: date,
    DAYS: opt(num),
    COVID: opt(flag01),
    TRAVELDAYS_DAILY: opt(num),
    TRAVELDAYS_BOX: opt(num),
    CONSENT: opt(flag01),
  }),
  ...Object.fromEntries(
    ['medical-checkup', 'medical-checkup-plus', 'social-med-checkup'].flatMap((segment) => [
      [`POST /product/${segment}/set-customer`, purchaseStep(`${segment} step 1: the insured person (4518 passport, 4520 social card, 4519 birth date, 4521 phone, 4600 e-mail) and a promo code`, { ID: opt(str), PROMO_CODE: opt(str), SOCIAL_CARD: opt(str), BIRTHDATE: opt(date), SOCIAL_GROUP: opt(str), ...person })],
      [`POST /product/${segment}/create-object`, purchaseStep(`${segment} step 2: start and clinic`, { ID: str, FROMDATE: date, CLINIC: str, PACKAGE: opt(str), CONSENT: opt(flag01) })],
      [`POST /mobile/${segment}/set-contract-payment/`, { summary: `Records the bank's return of a ${segment} payment`, request: paymentRecord }],
    ]),
  ),
  'POST /product/just-casco/find-vehicle': purchaseStep('Just CASCO and voluntary MTPL: the car in the register', { PLATE: str, DOCUMENT: str }),
  ...Object.fromEntries(
    (
      [
        ['apka', forms(['PLATE', 'DOCUMENT', 'LIMIT', 'USETYPE', 'PERIOD'])],
        ['just-casco', forms(['PLATE', 'DOCUMENT', 'CAR_COST', 'PERIOD', 'FROMDATE'])],
        ['property', forms(['PROPERTY_TYPE', 'COVER', 'SUM_INSURED', 'ADDRESS', 'PERIOD', 'FROMDATE'])],
        ['pets-insurance', forms(['PET_TYPE', 'DOG_SIZE', 'PET_NAME', 'PET_BIRTH_DATE', 'PLAN'])],
      ] as const
    ).flatMap(([product, fields]) => [
      [`POST /product/${product}/set-customer`, purchaseStep(`${product} step 1: the policyholder (ID to change a draft)`, { ID: opt(str), ...person })],
      [`POST /product/${product}/create-object`, purchaseStep(`${product} step 2: the insured object and its price`, { ID: str, ...fields, CONSENT: opt(flag01) })],
    ]),
  ),
  'POST /mobile/aswa/show-contract-price/': { summary: "A contract's price, with a promo code's discount", request: v.looseObject({ ID: str, CODE: opt(str) }) },
  'POST /payment/make': {
    summary: "Approve: opens the bank order, answers the bank page's payUrl",
    request: v.looseObject({
      order_id: described(str, "the contract's ORDER_ID, or its ID when the backend answers none"),
      id: str,
      card_id: opt(str),
      save_card: flag01,
      referral: str,
      CODE: opt(str),
      BROKER: opt(str),
      ...clientFields,
    }),
  },
  'POST /payment/confirm': { summary: 'Confirms a free contract (IS_FREE)', request: v.looseObject({ id: str, referral: str, BROKER: opt(str) }) },
  'POST /mobile/aswa/set-contract-payment/': { summary: "Records the bank's return (CMTPL and the voluntary products)", request: paymentRecord },
  'POST /mobile/travel/set-contract-payment/': { summary: "Records the bank's return (travel)", request: paymentRecord },
  'POST /mobile/travel/send-contract/': {
    summary: 'Mails the travel contract',
    request: v.looseObject({ SGUID: described(str, "the contract's SGUID, or its ID when the backend answers none"), CUSTOMER_DOCUMNET: str, OWNER_DOCUMNET: str }),
  },

  // Profile (customer-portal.md §7 "Profile", "Cards", "Raffle").
  'POST /mobile/get-dept/': { summary: "The customer's debts", request: empty, example: {} },
  'POST /mobile/get-contracts/': { summary: "The customer's contracts (optionally of one product group)", request: v.looseObject({ GROUP: opt(str) }), example: {} },
  'POST /mobile/get-contracts-group/': { summary: "The product groups of the customer's contracts", request: empty, example: {} },
  'POST /mobile/card/get/': { summary: 'Saved cards', request: empty, example: {} },
  'POST /mobile/purchase/get-drafts': {
    summary: "The signed-in customer's unfinished purchases (draft contracts not paid, changed in the last 30 days) with each step's values and the step to continue at (ours)",
    request: empty,
    example: {},
  },
  'POST /mobile/purchase/discard-draft': {
    summary: '"Start again": discards an unfinished purchase and cancels its open bank order; answers the drafts left. Once per payload (ours)',
    request: v.looseObject({ ID: str }),
  },
  'POST /mobile/card/add/': { summary: "Opens the bank's card-binding page", request: v.looseObject({ return_url: described(str, 'a /profile/… path'), ...clientFields }), example: { return_url: '/profile/3155' } },
  'POST /mobile/card/save/': { summary: "Records a binding's return", request: v.looseObject({ order_id: str }) },
  'POST /mobile/card/remove/': { summary: 'Removes a saved card', request: v.looseObject({ ID: str }) },
  'POST /mobile/card/set-default/': { summary: 'Makes a saved card the default', request: v.looseObject({ ID: str }) },
  'POST /raffle/audi-etron-q/generate-ticket-and-raffle-info': { summary: 'The raffle and its new tickets', request: empty, example: {} },
  'POST /raffle/audi-etron-q/get-tickets': { summary: "The customer's raffle tickets", request: empty, example: {} },
  'POST /profile/data/request-phone-change': { summary: 'A code by SMS to the new phone', request: v.looseObject({ PHONE: phone }), example: { PHONE: '+374 (077) 123456' } },
  'POST /profile/data/confirm-phone-change': { summary: 'Confirms the new phone with the code', request: v.looseObject({ PHONE: phone, CODE: str }) },
  'POST /profile/data/request-email-change': { summary: 'A code by e-mail to the new address', request: v.looseObject({ EMAIL: str }), example: { EMAIL: 'anna.new@example.am' } },
  'POST /profile/data/confirm-email-change': { summary: 'Confirms the new e-mail with the code', request: v.looseObject({ EMAIL: str, CODE: str }) },
  'POST /profile/data/save-language': { summary: "Stores the customer's language", request: v.looseObject({ lang: v.picklist(['am', 'en', 'ru']) }), example: { lang: 'en' } },
  'POST /profile/data/autofill': { summary: 'Towns and streets as the customer types', request: v.looseObject({ field: v.picklist(['CITY', 'STREET']), value: str, CITY: opt(str) }), example: { field: 'CITY', value: 'gyu' } },
  'POST /profile/data/save-address': { summary: "Stores the customer's address", request: v.looseObject({ CITY: str, STREET: str, HOUSE: opt(str), APARTMENT: opt(str) }) },
  'POST /mobile/upload-cust-avatar/': { summary: 'The profile picture', request: v.looseObject({ 'FILENAME[]': binary }), multipart: true },
  'POST /mobile/callback_order-doctor/': { summary: 'A callback request', request: v.looseObject({ PHONE: phone, TOPIC: str, TIME: str, COMMENT: opt(str) }), example: { PHONE: '+374 (091) 234567', TOPIC: 'claim', TIME: 'asap' } },
  'POST /mobile/contract_order_fromsite/': { summary: 'A contract order', request: v.looseObject({ PRODUCT: str, PHONE: phone, EMAIL: opt(str), COMMENT: opt(str) }), example: { PRODUCT: 'cargo', PHONE: '+374 (091) 234567' } },
  'POST /mobile/create-request/': { summary: 'A written request with one attachment', request: v.looseObject({ SUBJECT: str, TEXT: str, 'FILENAME[]': opt(binary) }), multipart: true },

  // Claims (customer-portal.md §7 "Claims").
  'POST /mobile/claim/get-list': { summary: "The customer's claims", request: empty, example: {} },
  'POST /mobile/claim/get-retrieve': { summary: 'One claim with its history', request: v.looseObject({ ID: str }), example: { ID: '5101' } },
  'POST /mobile/claim/get-list-group-by-detid': { summary: 'Claims by contract', request: empty, example: {} },
  'POST /mobile/claim/paid/by-year': { summary: 'Paid claims by year', request: empty, example: {} },
  'POST /mobile/create-request/get-cmptl-objects/': { summary: 'Person search: the CMTPL contract of a car that day', request: v.looseObject({ PLATE: str, EVENT_DATE: date }) },
  'POST /mobile/claim/create': {
    summary: 'A compensation application (signed in); VIEW 1 answers the preview path; filed once per `CLIENT_ID`',
    request: v.looseObject({ VIEW: flag01, CLIENT_ID: str, OBJECT_ID: v.nullable(str), PHONE: opt(phone), BANK_ACCOUNT: opt(str), CONSENT: flag01, IS_PROCEEDINGS: opt(flag01), FILENAME: opt(v.array(str)) }),
  },
  'POST /mobile/create-request/public/': {
    summary: 'The public compensation request (lists as `NAME[]`); VIEW 1 answers the preview path; filed once per `CLIENT_ID`',
    request: v.looseObject({ VIEW: flag01, CLIENT_ID: str, OBJECT_ID: v.nullable(str), PHONE: opt(phone), BANK_ACCOUNT: opt(str), CONSENT: flag01, 'FILENAME[]': opt(str) }),
    multipart: true,
  },

  // Chat (customer-portal.md §7 "Chat": paths not shown).
  'POST /mobile/chat/get-staff': { summary: 'Members of staff to chat with', request: empty, example: {} },
  'POST /mobile/chat/create-user': { summary: 'The chat user of the customer (idempotent)', request: v.looseObject({ CUSTOMER: str }), example: { CUSTOMER: '1001' } },
  'POST /mobile/chat/get-rooms': { summary: "The customer's chat rooms", request: empty, example: {} },
  'POST /mobile/chat/create-room': { summary: 'A room with a member of staff (the open one when there is one)', request: v.looseObject({ STAFF_ID: str }) },
  'POST /mobile/chat/get-messages': { summary: "A room's messages after one", request: v.looseObject({ ROOM_ID: str, AFTER_ID: opt(str) }), example: { ROOM_ID: 'room-1' } },
  'POST /mobile/chat/send': { summary: 'A message with files (`FILES[]`)', request: v.looseObject({ ROOM_ID: str, TEXT: str, CLIENT_ID: str, 'FILES[]': opt(binary) }), multipart: true },
  'GET /mobile/chat/file/{id}': { summary: "An attachment's bytes", request: null },
};

export const SITE_REQUESTS: Record<string, RequestDoc> = {
  'GET /client-info': { summary: "The visitor's IP as the product's host sees it (nginx: `$remote_addr`)", request: null, example: {} },
};
