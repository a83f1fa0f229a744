export { ContactsPage } from './ui/contacts-page';
