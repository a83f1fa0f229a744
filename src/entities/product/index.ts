export { purchaseWaysOf, calculatorPath, withBroker } from './lib/purchase';
export { productDetailsPayload } from './lib/details-payload';
export { ProductCard } from './ui/product-card';
export { ServiceBreadcrumbs } from './ui/breadcrumbs';
export type { Crumb } from './ui/breadcrumbs';
export { useServiceTypeLabels } from './ui/type-labels';
export { AdviceBlock } from './ui/advice-block';
