// For stories and tests only (eslint refuses it in the app): what the slice's public index does not export.
export { headerSchema, footerSchema, serviceIcons } from './content/schemas';
export { customerSchema } from './application/schemas';
export { companyIndexSchema, contentPageSchema, vacancySchema, contactsSchema } from './content/company-schemas';
export type { SectionType, ContentPage, Contacts } from './content/company-schemas';
export {
  servicesCatalogueSchema,
  serviceGroupPageSchema,
  productDetailsSchema,
  productTermsSchema,
} from './content/services';
export type { ServicesCatalogue, ServiceGroupPage, ProductTerms } from './content/services';
export { contractSchema } from './purchase/schemas';
