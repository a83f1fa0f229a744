import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * THE table of the profile's screens (docs/decisions.md "Profile frame"): the server's menu item (its CHARID, see
 * `get-menu-list`) → the screen shown for it. One row per screen; each screen is its own slice (a widget), loaded
 * lazily, so its code is a chunk of its own that loads when the tab is opened. A menu item without a row here is
 * not shown (this build cannot open it); an address that names no granted item with a row shows not-found inside
 * the frame.
 *
 * To add a screen: build it as `widgets/profile-<name>` exporting a component without props, then add a row:
 *   claims: screen(() => import('@/widgets/profile-claims').then((module) => module.ClaimsScreen)),
 */
export type ProfileScreen = LazyExoticComponent<ComponentType>;

const screen = (load: () => Promise<ComponentType>): ProfileScreen => lazy(() => load().then((component) => ({ default: component })));

export const PROFILE_SCREENS: Readonly<Record<string, ProfileScreen>> = {
  overview: screen(() => import('@/widgets/profile-overview').then((module) => module.OverviewScreen)),
  contracts: screen(() => import('@/widgets/profile-contracts').then((module) => module.ContractsScreen)),
  subrogation: screen(() => import('@/widgets/profile-contracts').then((module) => module.SubrogationScreen)),
  cards: screen(() => import('@/widgets/profile-cards').then((module) => module.CardsScreen)),
  raffle: screen(() => import('@/widgets/profile-raffle').then((module) => module.RaffleScreen)),
  claims: screen(() => import('@/widgets/profile-claims').then((module) => module.ClaimsScreen)),
  'personal-data': screen(() => import('@/widgets/profile-contact').then((module) => module.ContactScreen)),
};
