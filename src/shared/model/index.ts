export { createPageQuery } from './page-query';
export type { PageQuery } from './page-query';
export { createLocalizedPageQuery } from './localized-page-query';
export { createErrorsRaised } from './errors-raised';
