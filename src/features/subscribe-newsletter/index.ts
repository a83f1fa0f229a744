export { SubscribeForm } from './ui/subscribe-form';
export { emailChanged as subscribeEmailChanged, formSubmitted as subscribeSubmitted, $email as $subscribeEmail, $error as $subscribeError, $subscribed, validateEmail } from './model/subscribe';
