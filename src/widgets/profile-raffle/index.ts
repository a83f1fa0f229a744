export { RaffleScreen } from './ui/raffle-screen';
