export { CardsScreen } from './ui/cards-screen';
export { loadCardsFx, removeClicked } from './model/cards';
