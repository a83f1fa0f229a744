export { RaffleScreen } from './ui/raffle-screen';
export { loadRaffleFx } from './model/raffle';
