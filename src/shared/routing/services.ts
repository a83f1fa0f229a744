import { SERVICE_GROUPS, SERVICE_TYPES, type ServiceGroupRef, type ServiceType } from '@/shared/config';
import { localizePath, toServerLang, type Lang } from '@/shared/i18n';

/**
 * The addresses of the catalogue (public-site.md §2) and how their segments are told apart. All of it
 * is pure, so the route files only bind these functions (docs/decisions/service-addresses.md):
 *
 * - `/services/{type}/{category_id}`: type is personal or corporate, category_id the numeric id of a
 *   group of that side;
 * - `/services/{groupCharid}/{serviceCharid}` (home tiles): the same shape, told apart by the first
 *   segment — a group charid (car, health…) is never personal or corporate;
 * - `/{serviceId}/{personal|corporate}/{charid}` and `/{serviceId}/{tab}/{charid}/{subcharid}` (menu
 *   links to products): a numeric group id first, so they never shadow a static route; they redirect to
 *   the canonical /services/… product address.
 */

const NUMERIC_ID = /^[1-9]\d{0,8}$/;
/** Product and group charids as the backend writes them: `appa`, `medicalCheckUpPlus`, `fleet-casco`. */
const CHARID = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

export const isServiceType = (value: unknown): value is ServiceType =>
  typeof value === 'string' && (SERVICE_TYPES as readonly string[]).includes(value);

export const isCharid = (value: unknown): value is string => typeof value === 'string' && CHARID.test(value);

export function serviceGroupById(id: number | string): ServiceGroupRef | undefined {
  const numeric = typeof id === 'number' ? id : NUMERIC_ID.test(id) ? Number(id) : NaN;
  return SERVICE_GROUPS.find((group) => group.id === numeric);
}

/** A group charid of either side (`car` is both personal group 1 and corporate group 20). */
export const isGroupCharid = (value: unknown): value is string =>
  typeof value === 'string' && SERVICE_GROUPS.some((group) => group.charid === value);

// ---------------------------------------------------------------------------------------------------
// Route params (TanStack `params.parse`: `false` means "not this route", matching goes on)

export function parseServiceType(params: { type: string }): { type: ServiceType } | false {
  return isServiceType(params.type) ? { type: params.type } : false;
}

/** category_id: the numeric id of a group on that side (`/services/personal/20` is not a page). */
export function parseCategoryParams(params: { type: string; categoryId: string }): { type: ServiceType; categoryId: string } | false {
  const group = serviceGroupById(params.categoryId);
  return group && isServiceType(params.type) && group.type === params.type ? { type: params.type, categoryId: params.categoryId } : false;
}

/** A product of a category: product_id is the product's charid. */
export function parseProductParams(params: {
  type: string;
  categoryId: string;
  productId: string;
}): { type: ServiceType; categoryId: string; productId: string } | false {
  const category = parseCategoryParams(params);
  return category && isCharid(params.productId) ? { ...category, productId: params.productId } : false;
}

/** The home tiles' form: a group charid (never personal / corporate) and a product charid. */
export function parseTileParams(params: { groupCharid: string; serviceCharid: string }): { groupCharid: string; serviceCharid: string } | false {
  if (!isGroupCharid(params.groupCharid) || !isCharid(params.serviceCharid)) return false;
  return { groupCharid: params.groupCharid, serviceCharid: params.serviceCharid };
}

// ---------------------------------------------------------------------------------------------------
// Addresses (language-free; `AppLink` and `localizePath` add the prefix)

export const servicesPath = (type?: ServiceType) => (type ? `/services/${type}` : '/services');
export const categoryPath = (type: ServiceType, groupId: number | string) => `/services/${type}/${groupId}`;
export const productPath = (type: ServiceType, groupId: number | string, charid: string) => `/services/${type}/${groupId}/${charid}`;
export const checkoutPath = (type: ServiceType, groupId: number | string, charid: string) => `${productPath(type, groupId, charid)}/checkout`;

/**
 * The terms page of a product, in `lang` (the prefix of that language and `?lang=` as the backend names
 * it: am, en, ru). Opened in a new window from product pages.
 */
export const termsHref = (termsId: number | string, lang: Lang) => `${localizePath(`/product/terms/${termsId}`, lang)}?lang=${toServerLang(lang)}`;

/**
 * A menu link (`/{serviceId}/{type}/{charid}` or `/{serviceId}/{type}/{charid}/{subcharid}`) → the
 * canonical product address, or null when it names no group of that side.
 * - three segments: charid is a product of group serviceId (a product may share its group's charid:
 *   property in property, cargo in cargo, so charid never means "the group itself");
 * - four segments: charid is the group's charid (the product's parentcharid) and subcharid the product.
 */
export function resolveMenuLink(params: { serviceId: string; type: string; charid: string; subcharid?: string }): string | null {
  const group = serviceGroupById(params.serviceId);
  if (!group || group.type !== params.type || !isCharid(params.charid)) return null;
  if (params.subcharid === undefined) return productPath(group.type, group.id, params.charid);
  if (params.charid !== group.charid || !isCharid(params.subcharid)) return null;
  return productPath(group.type, group.id, params.subcharid);
}

// ---------------------------------------------------------------------------------------------------
// The product page's call

/** Which product a product page shows: its canonical address, or the home tiles' alias. */
export type ProductRef =
  | { type: ServiceType; categoryId: string; productId: string }
  | { groupCharid: string; serviceCharid: string };

// ---------------------------------------------------------------------------------------------------
// The terms page: /product/terms/{id}?lang=

/** `?lang=` of the terms page as the backend names languages (am, en, ru; hy is accepted too). */
export function langOfTermsQuery(value: unknown): Lang | null {
  if (value === 'am' || value === 'hy') return 'hy';
  if (value === 'en' || value === 'ru') return value;
  return null;
}

/**
 * The terms page is shown in the language of `?lang=`: when it names another language than the address,
 * the page moves (replace) to that language's address, keeping `?lang=`. Null when no move is needed.
 */
export function termsLanguageRedirect(params: { id: string; pathLang: Lang; query: unknown }): string | null {
  const wanted = langOfTermsQuery(params.query);
  if (!wanted || wanted === params.pathLang) return null;
  return termsHref(Number(params.id), wanted);
}

export const parseTermsId = (params: { id: string }): { id: string } | false => (NUMERIC_ID.test(params.id) ? { id: params.id } : false);
