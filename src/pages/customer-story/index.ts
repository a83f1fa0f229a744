export { CustomerStoryPage } from './ui/customer-story-page';
