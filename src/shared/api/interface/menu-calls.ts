import { attach } from 'effector';
import { createDynamicCall } from '../create-call';
import { INTERFACE_PATHS } from './paths';
import { menuListSchema } from './schemas';

// Its own module: the profile's frame loads its menu with the overview, and evaluating calls.ts made the form engine's
// twenty-odd effects there too (an effect is effector's heaviest unit; docs/decisions/calls-by-screen.md).
const menuCallFx = createDynamicCall({ client: 'application', idempotent: 'read', schema: menuListSchema, paths: [INTERFACE_PATHS.menu] });

/** get-menu-list: the server-driven menu (optionally under a PARENTID). */
export const fetchMenuFx = attach({
  effect: menuCallFx,
  mapParams: (payload: { PARENTID?: number | string } | void) => ({ path: INTERFACE_PATHS.menu, payload: payload ?? {} }),
});
