import { attach } from 'effector';
import { createPageQuery, fetchCustomersPageFx } from '@/shared/api';

/** Customer stories (public-site.md §2 /customers): every story from `/customers/`. */
export const loadCustomersFx = attach({ effect: fetchCustomersPageFx });
export const customersQuery = createPageQuery({ name: 'customersPage', effect: loadCustomersFx });
