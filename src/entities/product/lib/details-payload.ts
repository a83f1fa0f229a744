import type { ProductDetailsPayload } from '@/shared/api';
import { isCharid, isGroupCharid, serviceGroupById, type ProductRef } from '@/shared/routing';

/**
 * The `/prod/details/` payload of a product page: charid = the product, parentcharid = its group's charid,
 * type = the side. The home tiles' alias knows only the group's charid, so type stays out and the backend
 * looks in the group of that charid on either side. Null when the address names no group.
 */
export function productDetailsPayload(ref: ProductRef): ProductDetailsPayload | null {
  if ('groupCharid' in ref) {
    return isGroupCharid(ref.groupCharid) && isCharid(ref.serviceCharid) ? { charid: ref.serviceCharid, parentcharid: ref.groupCharid } : null;
  }
  const group = serviceGroupById(ref.categoryId);
  if (!group || group.type !== ref.type || !isCharid(ref.productId)) return null;
  return { charid: ref.productId, parentcharid: group.charid, type: ref.type };
}
