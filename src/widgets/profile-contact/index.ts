export { ContactScreen } from './ui/contact-screen';
export { phoneChange, emailChange } from './model/contact';
