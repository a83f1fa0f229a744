// For stories and tests only (eslint refuses it in the app): what the slice's public index does not export.
export {
  formSubmitted as loginFormSubmitted,
  $login,
  $password,
  $captcha,
  $errors as $loginErrors,
} from './model/sign-in';
