import { attach } from 'effector';
import { fetchCustomersPageFx } from '@/shared/api';
import { createPageQuery } from '@/shared/model';

/** Customer stories (public-site.md §2 /customers): every story from `/customers/`. */
export const loadCustomersFx = attach({ effect: fetchCustomersPageFx });
export const customersQuery = createPageQuery({ name: 'customersPage', effect: loadCustomersFx });
