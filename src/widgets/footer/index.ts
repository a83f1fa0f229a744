export { Footer, FooterSkeleton } from './ui/footer';
export { FooterGate, $footer, loadFooterFx } from './model/footer';
