// The profile's requests (menu 3157): a callback, a written request, an order of insurance not sold online.
export { RequestsScreen } from './ui/requests-screen';
