export { FormShowcasePage } from './ui/form-showcase-page';
export { showcaseForm, ShowcaseGate, SHOWCASE_TAB_ID } from './model/showcase';
