import { attach } from 'effector';
import { fetchServiceGroupFx, fetchServicesCatalogueFx } from '@/shared/api';
import { createPageQuery } from '@/shared/model';

/**
 * /services and /services/{type}: the catalogue (`/prod/` without pid). The side is chosen by the
 * address, not by the data: both pages read the same answer. The gate has no params of its own
 * (`useGate` opens it with `{}`), and the call takes none.
 */
const loadCatalogueFx = attach({ effect: fetchServicesCatalogueFx, mapParams: (_: object) => undefined });
export const catalogueQuery = createPageQuery({ name: 'servicesCatalogue', effect: loadCatalogueFx });

/** /services/{type}/{category_id}: a service group with its products (`/prod/` with pid). */
export const categoryQuery = createPageQuery({ name: 'serviceCategory', effect: fetchServiceGroupFx });
