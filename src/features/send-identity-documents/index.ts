// Send identity documents (issue 20 item 2, issue 21): at the end of registration and, later, from the profile.
export { DocumentsForm, DocumentTypeChoice } from './ui/documents-form';
export { IdentityDocuments } from './ui/identity-documents';
export { documentTypeChosen as identityDocumentTypeChosen, documentsSent as identityDocumentsSent } from './model/documents';
