export { LoginForm } from './ui/login-form';
export { LoginCard } from './ui/login-card';
export {
  pageOpened as loginPageOpened,
  pageClosed as loginPageClosed,
  formSubmitted as loginFormSubmitted,
  $login,
  $password,
  $captcha,
  $errors as $loginErrors,
} from './model/sign-in';
