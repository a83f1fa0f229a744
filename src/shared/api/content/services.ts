import * as v from 'valibot';
import { SERVICE_TYPES } from '@/shared/config';
import { createCall } from '../create-call';
import { serviceIcons } from './schemas';
import { id, pageMeta, text } from '../schemas-common';
import { apiPathOf } from '@/shared/config/api-table';

/**
 * The product catalogue of the content client (public-site.md §7: `/prod/` with pid, `/prod/details/`
 * with charid, parentcharid and type). The spec leaves the answers open; their shapes are documented in
 * docs/decisions/services-content-calls.md and served by the simulator (mocks/domains/products).
 */
const icon = v.optional(v.picklist(serviceIcons), 'shield');
const serviceType = v.picklist(SERVICE_TYPES);

/** A product as listed on the overview, a category page and "other products". */
export const productSummarySchema = v.looseObject({
  id,
  charid: v.string(),
  title: v.string(),
  description: text,
  icon,
});

/** A service group (category) as the overview lists it. */
export const serviceGroupSummarySchema = v.looseObject({
  id,
  charid: v.string(),
  type: serviceType,
  title: v.string(),
  description: text,
  icon,
  products: v.array(productSummarySchema),
});

const catalogueSideSchema = v.looseObject({
  title: v.string(),
  description: text,
  groups: v.array(serviceGroupSummarySchema),
});

/** `/prod/` without pid: the whole catalogue, personal and corporate. */
export const servicesCatalogueSchema = v.looseObject({
  ...pageMeta,
  title: v.string(),
  description: text,
  personal: catalogueSideSchema,
  corporate: catalogueSideSchema,
});

/** `/prod/` with pid = a service group id: the category page. `description` is HTML. */
export const serviceGroupPageSchema = v.looseObject({
  ...pageMeta,
  id,
  charid: v.string(),
  type: serviceType,
  title: v.string(),
  description: text,
  icon,
  products: v.array(productSummarySchema),
});

/** A document link (public-site.md §3: name, link or url). Entries without an address are dropped. */
const documentSchema = v.pipe(
  v.looseObject({ name: v.string(), link: v.optional(v.string()), url: v.optional(v.string()) }),
  v.transform(({ name, link, url }) => ({ name, href: link || url || '' })),
);

/** `/prod/details/`: the product page. `description` is HTML. */
export const productDetailsSchema = v.looseObject({
  ...pageMeta,
  id,
  charid: v.string(),
  type: serviceType,
  title: v.string(),
  subtitle: text,
  description: text,
  icon,
  img: v.optional(v.string()),
  group: v.looseObject({ id, charid: v.string(), title: v.string() }),
  facts: v.optional(v.array(v.looseObject({ label: v.string(), value: v.string() })), []),
  coverage: v.optional(v.array(v.looseObject({ title: v.string(), description: text })), []),
  exclusions: v.optional(v.array(v.string()), []),
  documents: v.pipe(
    v.optional(v.array(documentSchema), []),
    v.transform((list) => list.filter((document) => document.href !== '')),
  ),
  /** The id of `/product/terms/{id}`; absent when the product has no published terms. */
  terms_id: v.optional(v.nullable(id), null),
  related: v.optional(v.array(productSummarySchema), []),
});

/** `/prod/terms/` (pid = terms id): the printable terms of a product. `content` is HTML. */
export const productTermsSchema = v.looseObject({
  id,
  charid: v.string(),
  title: v.string(),
  product_title: v.string(),
  version: v.string(),
  effective_date: v.pipe(v.string(), v.isoDate()),
  content: v.string(),
});

export type ProductSummary = v.InferOutput<typeof productSummarySchema>;
export type ServiceGroupSummary = v.InferOutput<typeof serviceGroupSummarySchema>;
export type ServicesCatalogue = v.InferOutput<typeof servicesCatalogueSchema>;
export type ServiceGroupPage = v.InferOutput<typeof serviceGroupPageSchema>;
export type ProductDetails = v.InferOutput<typeof productDetailsSchema>;
export type ProductDocument = ProductDetails['documents'][number];
export type ProductTerms = v.InferOutput<typeof productTermsSchema>;

/**
 * `/prod/details/` payload. `type` may be left out when only the group's charid is known (the home
 * tiles' `/services/{groupCharid}/{serviceCharid}`): the backend then finds the product in the group of
 * either side that holds it.
 */
export type ProductDetailsPayload = {
  charid: string;
  parentcharid: string;
  type?: (typeof SERVICE_TYPES)[number];
};

/** Page reads: a 404 goes to /notfound. */
export const fetchServicesCatalogueFx = createCall({
  client: 'content', idempotent: 'read',
  path: '/prod/',
  schema: servicesCatalogueSchema,
  notFoundRedirect: true,
});

export const fetchServiceGroupFx = createCall<typeof serviceGroupPageSchema, { pid: number }>({
  client: 'content', idempotent: 'read',
  path: '/prod/',
  schema: serviceGroupPageSchema,
  notFoundRedirect: true,
});

export const fetchProductDetailsFx = createCall<typeof productDetailsSchema, ProductDetailsPayload>({
  client: 'content', idempotent: 'read',
  path: '/prod/details/',
  schema: productDetailsSchema,
  notFoundRedirect: true,
});

export const fetchProductTermsFx = createCall<typeof productTermsSchema, { pid: number }>({
  client: 'content', idempotent: 'read',
  path: apiPathOf('content.product-terms'),
  schema: productTermsSchema,
  notFoundRedirect: true,
});
