export { Header } from './ui/header';
export { $header, $headerFailed, loadHeaderFx } from './model/header';
