export { CardsScreen } from './ui/cards-screen';
