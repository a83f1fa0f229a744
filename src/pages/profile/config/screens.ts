import type { ComponentType } from 'react';
import { CardsScreen } from '@/widgets/profile-cards';
import { ChatScreen } from '@/widgets/profile-chat';
import { ClaimsScreen } from '@/widgets/profile-claims';
import { ContactScreen } from '@/widgets/profile-contact';
import { ContractsScreen, SubrogationScreen } from '@/widgets/profile-contracts';
import { OverviewScreen } from '@/widgets/profile-overview';
import { RaffleScreen } from '@/widgets/profile-raffle';
import { RequestsScreen } from '@/widgets/profile-requests';

/**
 * THE table of the profile's screens (docs/decisions/profile-frame.md): the server's menu item (its CHARID, see
 * `get-menu-list`) → the screen shown for it. One row per screen; each screen is its own slice (a widget). A menu
 * item without a row here is not shown (this build cannot open it); an address that names no granted item with a
 * row shows not-found inside the frame.
 *
 * To add a screen: build it as `widgets/profile-<name>` exporting a component without props, then add a row —
 * imported like these (it loads with the profile's chunk), or, when it is big, lazily (a chunk of its own):
 *   claims: lazy(() => import('@/widgets/profile-claims').then((module) => ({ default: module.ClaimsScreen }))),
 * The frame renders every screen inside Suspense. Each chunk stays ≤ 60 KB gzip. Why the small screens are not
 * chunks of their own: every async chunk is a line of the runtime's chunk map in the entry, and the first load of
 * `/` has no room (bench:size).
 */
export type ProfileScreen = ComponentType;

export const PROFILE_SCREENS: Readonly<Record<string, ProfileScreen>> = {
  overview: OverviewScreen,
  contracts: ContractsScreen,
  subrogation: SubrogationScreen,
  cards: CardsScreen,
  raffle: RaffleScreen,
  claims: ClaimsScreen,
  'personal-data': ContactScreen,
  // /profile/c and /profile/c/{chatId} (the menu's URL is /profile/c; the room is read from the address).
  chat: ChatScreen,
  callback: RequestsScreen,
};
