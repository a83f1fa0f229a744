import type { InterfaceAccess } from '@/shared/api';

/**
 * Which variant of the interface lists (input list, buttons, grid) a form or grid loads.
 *
 * The spec says "grid parent 5049 is treated specially when a grid or input list loads automatically". Our
 * reading (docs/decisions/interface-parent-5049.md): 5049 is the parent of the public purchase-flow screens, whose
 * lists are the same for everybody. When such a list loads by itself (a page or step opening, not a user
 * action), it always uses the `/public/` variant, even for a signed-in customer: a stale token must not turn a
 * public step into a 401 that ends the session, and the answer is the same anyway.
 *
 * Everything else follows `requested`: `public` and `authorized` as given; `auto` picks `authorized` when a
 * token is stored, `public` otherwise.
 */
export const PUBLIC_PARENT_ID = '5049';

export type AccessRequest = InterfaceAccess | 'auto';

export function resolveInterfaceAccess(input: {
  requested: AccessRequest;
  /** The TABID or PARENTID the list is loaded for. */
  id: string | number | null | undefined;
  /** The grid's or form's parent, when it has one. */
  parentId?: string | number | null;
  signedIn: boolean;
  /** Loaded by itself (page or step opening) rather than by a user action. */
  automatic: boolean;
}): InterfaceAccess {
  const special = [input.id, input.parentId].some((value) => value !== null && value !== undefined && String(value) === PUBLIC_PARENT_ID);
  if (special && input.automatic) return 'public';
  if (input.requested === 'auto') return input.signedIn ? 'authorized' : 'public';
  return input.requested;
}
