export { ProductPage } from './ui/product-page';
export { ProductSkeleton } from './ui/product-skeleton';
export { ProductCheckoutPage } from './ui/checkout-page';
export { CheckoutSkeleton } from './ui/checkout-skeleton';
export { productQuery, loadProductFx, $purchaseWays, $faq, $faqLoading } from './model/product';
