export { SubscribeForm } from './ui/subscribe-form';
