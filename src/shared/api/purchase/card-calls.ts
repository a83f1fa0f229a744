import { createCall } from '../create-call';
import { cardListSchema } from './schemas';

/**
 * The customer's saved cards: the profile's cards screen and the purchase's payment step. Its own module: the cards
 * screen loads with the profile, without the purchase's calls of calls.ts (docs/decisions/calls-by-screen.md).
 */
export const SAVED_CARDS_PATH = '/mobile/card/get/';

export const fetchSavedCardsFx = createCall<typeof cardListSchema>({ client: 'application', idempotent: 'read', path: SAVED_CARDS_PATH, schema: cardListSchema });
