import type { SavedCardRecord } from '../../db/types';

/**
 * Saved cards of the seed: the demo customer Anna (CUSTOMER 1001) has a default Visa and an ArCa card; David has
 * none, so both the saved-card and the new-card paths of the payment step can be tried. Masked, as every stored card.
 */
export const DEMO_CARDS: readonly SavedCardRecord[] = [
  { ID: 'card-anna-visa', CARDHOLDERID: '1001', CARDNUMBER: '411111******1111', CARDTYPE: 'visa', EXPDATE: '12/28', IS_DEF: 1 },
  { ID: 'card-anna-arca', CARDHOLDERID: '1001', CARDNUMBER: '905111******1111', CARDTYPE: 'arca', EXPDATE: '03/27', IS_DEF: 0 },
];
