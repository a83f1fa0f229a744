export { lastDigits } from './lib/format';
export { CardLabel } from './ui/card-label';
