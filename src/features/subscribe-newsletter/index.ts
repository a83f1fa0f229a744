export { SubscribeForm } from './ui/subscribe-form';
export { $email as $subscribeEmail, $error as $subscribeError, $subscribed } from './model/subscribe';
