export { Footer } from './ui/footer';
export { $footer, loadFooterFx } from './model/footer';
