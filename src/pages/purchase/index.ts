export { PurchasePage } from './ui/purchase-page';
