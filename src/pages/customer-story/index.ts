export { CustomerStoryPage } from './ui/customer-story-page';
export { loadCustomerStoryFx } from './model/customer-story';
