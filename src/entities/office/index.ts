export { OfficesMap } from './ui/offices-map';
export { contactHref } from './lib/contact-href';
