export { ContactsPage } from './ui/contacts-page';
export { contactsQuery, $headOffice } from './model/contacts';
