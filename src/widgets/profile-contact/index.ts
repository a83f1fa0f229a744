export { ContactScreen } from './ui/contact-screen';
