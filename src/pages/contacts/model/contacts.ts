import { fetchContactsFx } from '@/shared/api';
import { createPageQuery } from '@/shared/model';

/** /contacts (public-site.md §2 "Contacts"): branches with contact items and the map. */
export const contactsQuery = createPageQuery({ name: 'Contacts', effect: fetchContactsFx });

export const $headOffice = contactsQuery.$data.map((contacts) => contacts?.branches.find((branch) => branch.isHeadOffice) ?? contacts?.branches[0] ?? null);
