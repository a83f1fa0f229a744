export { CustomerStoryPage, CustomerStorySkeleton } from './ui/customer-story-page';
export { customerStoryQuery, loadCustomerStoryFx } from './model/customer-story';
