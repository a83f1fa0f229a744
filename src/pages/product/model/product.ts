import { attach, createEffect, createStore, sample } from 'effector';
import { pending } from 'patronum';
import { fetchFaqByGroupFx, fetchFaqByServiceFx, type FaqItem } from '@/entities/faq';
import { productDetailsPayload, purchaseWaysOf } from '@/entities/product';
import { ApiError, fetchProductDetailsFx, type ProductDetails } from '@/shared/api';
import { createPageQuery } from '@/shared/model';
import type { ProductRef } from '@/shared/routing';

/**
 * A product page (and its checkout): `/prod/details/` for the product the address names. The gate's
 * params are the address's product reference; the payload (charid, parentcharid, type) is shaped from it.
 */
export const loadProductFx = createEffect<ProductRef, ProductDetails, ApiError>((ref) => {
  const payload = productDetailsPayload(ref);
  // The routes accept only addresses that name a group (params.parse), so this does not happen in the app.
  if (!payload) throw new ApiError({ kind: 'not-found', message: 'The address names no service group' });
  return fetchProductDetailsFx(payload);
});

export const productQuery = createPageQuery({ name: 'product', effect: loadProductFx });

/** How the shown product is bought: the wizard's entry and / or the calculator's tab. */
export const $purchaseWays = productQuery.$data.map((product) => (product ? purchaseWaysOf(product) : null));

/**
 * The product's questions (public-site.md §7): `/faq/byservice/` with the product's id, or, when the product
 * has none of its own (an empty list or a 404), `/faq/bygroup/` with its service group's id. Secondary content: a failure leaves the
 * section out (the global error catalogue has already said what happened).
 */
const loadServiceFaqFx = attach({ effect: fetchFaqByServiceFx, mapParams: (product: ProductDetails) => ({ pid: product.id }) });
const loadGroupFaqFx = attach({ effect: fetchFaqByGroupFx, mapParams: (product: ProductDetails) => ({ pid: product.group.id }) });

export const $faq = createStore<FaqItem[]>([]);
export const $faqLoading = pending({ effects: [loadServiceFaqFx, loadGroupFaqFx] });

const productShown = sample({ clock: productQuery.$data, filter: Boolean });
sample({ clock: productShown, fn: (): FaqItem[] => [], target: $faq });
sample({ clock: productShown, target: loadServiceFaqFx });

/** Answers for a product that is no longer on screen are dropped. */
const isCurrent = (product: ProductDetails | null, asked: ProductDetails) => product !== null && product.id === asked.id;

sample({
  clock: loadServiceFaqFx.done,
  source: productQuery.$data,
  filter: (product, { params, result }) => isCurrent(product, params) && result.data.length > 0,
  fn: (_, { result }) => result.data,
  target: $faq,
});
sample({
  clock: loadServiceFaqFx.done,
  source: productQuery.$data,
  filter: (product, { params, result }) => isCurrent(product, params) && result.data.length === 0,
  fn: (_, { params }) => params,
  target: loadGroupFaqFx,
});
sample({
  clock: loadServiceFaqFx.fail,
  source: productQuery.$data,
  filter: (product, { params }) => isCurrent(product, params),
  fn: (_, { params }) => params,
  target: loadGroupFaqFx,
});
sample({
  clock: loadGroupFaqFx.done,
  source: productQuery.$data,
  filter: (product, { params }) => isCurrent(product, params),
  fn: (_, { result }) => result.data,
  target: $faq,
});
