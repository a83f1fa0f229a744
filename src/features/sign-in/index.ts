export { LoginForm } from './ui/login-form';
export { LoginCard } from './ui/login-card';
export { pageOpened as loginPageOpened, pageClosed as loginPageClosed } from './model/sign-in';
