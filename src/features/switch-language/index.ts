export { LanguageSwitcher } from './ui/language-switcher';
