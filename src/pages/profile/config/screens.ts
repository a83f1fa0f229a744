import { type ComponentType } from 'react';
import { lazyRetrying } from '@/shared/lib';
import { CardsScreen } from '@/widgets/profile-cards';
import { OverviewScreen } from '@/widgets/profile-overview';
import { RaffleScreen } from '@/widgets/profile-raffle';

/**
 * THE table of the profile's screens (docs/decisions/profile-frame.md): the server's menu item (its CHARID, see
 * `get-menu-list`) → the screen shown for it. One row per screen; each screen is its own slice (a widget). A menu
 * item without a row here is not shown (this build cannot open it); an address that names no granted item with a
 * row shows not-found inside the frame.
 *
 * To add a screen: build it as `widgets/profile-<name>` exporting a component without props, then add a row —
 * imported like these (it loads with the profile's chunk), or, when it is big, lazily (a chunk of its own):
 *   claims: lazyRetrying(() => import('@/widgets/profile-claims').then((module) => ({ default: module.ClaimsScreen }))),
 * The frame renders every screen inside Suspense. Each chunk stays ≤ 60 KB gzip. Why the small screens are not
 * chunks of their own: every async chunk is a line of the runtime's chunk map in the entry, and the first load of
 * `/` has little room (bench:size). Why the others are: a screen's models are created when its module is
 * evaluated, and the contracts, claims, personal data, chat and requests screens bring the form engine, the upload
 * list, the purchase wizard and the verification flow; evaluated with the overview, they were most of the main
 * thread's work on the first load of `/profile/3152` (docs/decisions/profile-screens-on-demand.md).
 */
export type ProfileScreen = ComponentType;

export const PROFILE_SCREENS: Readonly<Record<string, ProfileScreen>> = {
  overview: OverviewScreen,
  contracts: lazyRetrying(() => import('@/widgets/profile-contracts').then((module) => ({ default: module.ContractsScreen }))),
  subrogation: lazyRetrying(() => import('@/widgets/profile-contracts').then((module) => ({ default: module.SubrogationScreen }))),
  cards: CardsScreen,
  raffle: RaffleScreen,
  claims: lazyRetrying(() => import('@/widgets/profile-claims').then((module) => ({ default: module.ClaimsScreen }))),
  'personal-data': lazyRetrying(() => import('@/widgets/profile-contact').then((module) => ({ default: module.ContactScreen }))),
  // /profile/c and /profile/c/{chatId} (the menu's URL is /profile/c; the room is read from the address).
  chat: lazyRetrying(() => import('@/widgets/profile-chat').then((module) => ({ default: module.ChatScreen }))),
  callback: lazyRetrying(() => import('@/widgets/profile-requests').then((module) => ({ default: module.RequestsScreen }))),
};
