import { createCall } from '../create-call';
import {
  cardBindingSchema,
  cardChangeSchema,
  contractGroupListSchema,
  contractListSchema,
  debtSchema,
  gridRowsSchema,
  raffleInfoSchema,
  raffleTicketsSchema,
} from './schemas';

/**
 * The profile's calls (customer-portal.md §7 "Profile", "Cards", "Raffle"), loaded with the profile's screens.
 * Paths are the spec's; payloads and answers ours (docs/decisions/profile-shapes.md and the records it links).
 */
export const PROFILE_PATHS = {
  debt: '/mobile/get-dept/',
  contracts: '/mobile/get-contracts/',
  contractGroups: '/mobile/get-contracts-group/',
  grid: '/mobile/interface/get-grid-list/',
  cardAdd: '/mobile/card/add/',
  cardSave: '/mobile/card/save/',
  cardRemove: '/mobile/card/remove/',
  cardDefault: '/mobile/card/set-default/',
  raffleInfo: '/raffle/audi-etron-q/generate-ticket-and-raffle-info',
  raffleTickets: '/raffle/audi-etron-q/get-tickets',
} as const;

export const fetchDebtFx = createCall<typeof debtSchema>({ client: 'application', idempotent: 'read', path: PROFILE_PATHS.debt, schema: debtSchema });

export interface ContractFilter {
  [key: string]: unknown;
  /** A product key of /mobile/get-contracts-group/; all when absent. */
  GROUP?: string;
}
export const fetchContractsFx = createCall<typeof contractListSchema, ContractFilter | void>({ client: 'application', idempotent: 'read', path: PROFILE_PATHS.contracts, schema: contractListSchema });
export const fetchContractGroupsFx = createCall<typeof contractGroupListSchema>({ client: 'application', idempotent: 'read', path: PROFILE_PATHS.contractGroups, schema: contractGroupListSchema });

/** get-grid-list of a grid with rows (the subrogation grid, PARENTID 3158). */
export const fetchGridRowsFx = createCall<typeof gridRowsSchema, { PARENTID: number | string }>({ client: 'application', idempotent: 'read', path: PROFILE_PATHS.grid, schema: gridRowsSchema });

/** Opens the bank's page to bind a new card; `return_url` is where the bank sends the customer back. */
export const addCardFx = createCall<typeof cardBindingSchema, { return_url: string; CLIENT_IP?: string; CLIENT_COUNTRY?: string }>({ client: 'application', path: PROFILE_PATHS.cardAdd, schema: cardBindingSchema });
/** Records the bank's return of a binding: the card is saved when the bank approved it. */
export const saveCardFx = createCall<typeof cardChangeSchema, { order_id: string }>({ client: 'application', idempotent: 'card.save', path: PROFILE_PATHS.cardSave, schema: cardChangeSchema });
export const removeCardFx = createCall<typeof cardChangeSchema, { ID: string }>({ client: 'application', path: PROFILE_PATHS.cardRemove, schema: cardChangeSchema });
export const setDefaultCardFx = createCall<typeof cardChangeSchema, { ID: string }>({ client: 'application', path: PROFILE_PATHS.cardDefault, schema: cardChangeSchema });

export const fetchRaffleInfoFx = createCall<typeof raffleInfoSchema>({ client: 'application', idempotent: 'raffle.tickets', path: PROFILE_PATHS.raffleInfo, schema: raffleInfoSchema });
export const fetchRaffleTicketsFx = createCall<typeof raffleTicketsSchema>({ client: 'application', idempotent: 'read', path: PROFILE_PATHS.raffleTickets, schema: raffleTicketsSchema });
