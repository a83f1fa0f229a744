export { LoginPage } from './ui/login-page';
export { LoginPageGate } from './model/login-page';
