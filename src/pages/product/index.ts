export { ProductPage } from './ui/product-page';
export { ProductCheckoutPage } from './ui/checkout-page';
