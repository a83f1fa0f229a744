import type { Effect } from 'effector';
import type * as v from 'valibot';
import { fetchMenuFx, type ApiError, type menuListSchema } from '@/shared/api';
import { createPageQuery } from '@/shared/model';
import { PROFILE_SCREENS } from '../config/screens';
import { profileTabsOf } from '../lib/resolve';

type MenuList = v.InferOutput<typeof menuListSchema>;

/**
 * The profile's left menu (customer-portal.md §2 "Left tabs menu is server driven"): get-menu-list in the page's
 * language, loaded once when the frame opens (switching tabs keeps it), again on a language change or a retry.
 * The gate's params are `{}` (a component's `useGate` without props).
 */
export const menuQuery = createPageQuery({ name: 'ProfileMenu', effect: fetchMenuFx as Effect<object, MenuList, ApiError> });

/** The entries this build can open (docs/decisions/profile-frame.md). */
export const $tabs = menuQuery.$data.map((menu) => (menu ? profileTabsOf(menu.result, (charid) => Object.hasOwn(PROFILE_SCREENS, charid)) : null));
