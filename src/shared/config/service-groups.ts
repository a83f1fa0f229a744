/**
 * The service groups of the product catalogue (public-site.md §2 "Service group ids"): each group has a
 * fixed numeric id, belongs to the personal or the corporate side, and has a charid. The charids repeat
 * across the two sides (personal car 1 and corporate car 20 are both `car`), which is why the content
 * backend identifies a product by charid + parentcharid (the group's charid) + type.
 */
export const SERVICE_TYPES = ['personal', 'corporate'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

export interface ServiceGroupRef {
  id: number;
  type: ServiceType;
  charid: string;
}

/** In the order the site lists them. */
export const SERVICE_GROUPS: readonly ServiceGroupRef[] = [
  { id: 1, type: 'personal', charid: 'car' },
  { id: 2, type: 'personal', charid: 'health' },
  { id: 3, type: 'personal', charid: 'travel' },
  { id: 4, type: 'personal', charid: 'property' },
  { id: 14, type: 'personal', charid: 'financial' },
  { id: 20, type: 'corporate', charid: 'car' },
  { id: 21, type: 'corporate', charid: 'health' },
  { id: 22, type: 'corporate', charid: 'travel' },
  { id: 23, type: 'corporate', charid: 'property' },
  { id: 15, type: 'corporate', charid: 'cargo' },
  { id: 16, type: 'corporate', charid: 'construction' },
  { id: 17, type: 'corporate', charid: 'responsibility' },
  { id: 24, type: 'corporate', charid: 'financial' },
];
