export { CardsScreen } from './ui/cards-screen';
export {
  cardsQuery,
  loadCardsFx,
  leaveForBankFx,
  $cards,
  $notice,
  $removing,
  $pendingOrder,
  addClicked,
  defaultClicked,
  removeClicked,
  removeConfirmed,
  removeCancelled,
} from './model/cards';
export { bindingOrderOf } from './lib/binding';
