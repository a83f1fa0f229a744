import { createEffect } from 'effector';
import { purchaseWaysOf } from '@/entities/product';
import { ApiError, createPageQuery, fetchProductDetailsFx, type ProductDetails } from '@/shared/api';
import { productDetailsPayload, type ProductRef } from '@/shared/routing';

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
