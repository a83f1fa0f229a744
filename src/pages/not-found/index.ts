export { NotFoundPage } from './ui/not-found-page';
