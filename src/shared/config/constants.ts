/** Business and UI constants of the specification (public-site.md §9, customer-portal.md §9). */
export const REQUEST_DEBOUNCE_MS = 300;
export const SUCCESS_TOAST_MS = 5000;
export const ERROR_TOAST_MS = 4000;
export const ANCHOR_SCROLL_OFFSET_PX = 80;
export const HEADER_FIXED_AFTER_PX = 40;
export const SEARCH_RESET_MS = 1500;
export const CONTACT_SCROLL_DELAY_MS = 500;
export const LANGUAGE_COOKIE_MINUTES = 1000;
export const NEWS_PREVIEW_LENGTH = 100;
export const HOME_TILES_SLIDER_THRESHOLD = 4;
/** Slider breakpoints in px (public-site.md §9). */
export const SLIDER_BREAKPOINTS = [300, 768, 992, 1200, 1600] as const;
export const DEFAULT_AFTER_LOGIN_TAB = '3152';
export const MAX_FILE_BYTES = 3 * 1024 * 1024;
/** "Files 3 MB each, 10 MB in total" (public-site.md §9): every list of files sent with one form. */
export const MAX_FORM_FILES_TOTAL_BYTES = 10 * 1024 * 1024;
/** The compensation's attachments (public-site.md §5 names them): the same total. */
export const MAX_COMPENSATION_TOTAL_BYTES = MAX_FORM_FILES_TOTAL_BYTES;
/** Map of the contacts page (public-site.md §9): initial zoom, three office markers. */
export const MAP_INITIAL_ZOOM = 7;
/** Commission on premiums paid by a card of a bank outside the national card system (public-site.md §9). */
export const FOREIGN_CARD_COMMISSION_PERCENT = 1;
/** Session-storage key of a compensation application being typed (features/apply-for-compensation). */
export const COMPENSATION_DRAFT_KEY = 'compensationDraft';
/**
 * Session-storage keys of work in progress: a purchase's contract (`paramsData`, spec §3) and the steps' typed
 * values, and a compensation application being typed. A 401 keeps them (the customer signs in again and goes on);
 * a sign-out clears them with the rest.
 */
export const PURCHASE_STORAGE_KEYS = { contract: 'paramsData', drafts: 'purchaseDrafts', compensation: COMPENSATION_DRAFT_KEY } as const;
/** The backend keeps a session this long after its last authorized request (sliding; customer-portal.md §4, mocks/lib/session.ts). */
export const SESSION_TTL_MS = 30 * 60 * 1000;
/** Local-storage key of the moment the session was last used (every tab's expiry warning counts from it). */
export const SESSION_ACTIVITY_KEY = 'sessionActivity';
/**
 * Local-storage key of the reads each signed-in address made on its last load, which the shell makes again at once on
 * the next (shared/api first-calls.ts, scripts/early-calls.browser.js; docs/decisions/signed-in-early-calls.md).
 */
export const FIRST_CALLS_KEY = 'firstCalls';
/** The session-expiry warning opens this long before the end (issue 22 item 2). */
export const SESSION_WARNING_BEFORE_MS = 2 * 60 * 1000;
/** The "send the code again" button waits this long after a code was sent (customer-portal.md §4, §9). */
export const RESEND_CODE_SECONDS = 120;
