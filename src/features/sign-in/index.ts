export { LoginForm } from './ui/login-form';
export { LoginCard } from './ui/login-card';
export {
  pageOpened as loginPageOpened,
  pageClosed as loginPageClosed,
  formSubmitted as loginFormSubmitted,
  loginChanged,
  passwordChanged,
  captchaAnswerChanged,
  $login,
  $password,
  $captcha,
  $errors as $loginErrors,
  $pending as $loginPending,
  $redirectTo as $loginRedirectTo,
  validate as validateLoginForm,
  serverErrors as loginServerErrors,
} from './model/sign-in';
export type { SignInErrors, SignInField } from './model/sign-in';
