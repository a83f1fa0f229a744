export { RaffleScreen } from './ui/raffle-screen';
export { raffleQuery, loadRaffleFx } from './model/raffle';
export type { RaffleData } from './model/raffle';
