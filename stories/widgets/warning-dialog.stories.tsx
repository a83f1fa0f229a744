import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import type { Lang } from '@/shared/i18n';
import { $warningMessages, WarningDialog } from '@/widgets/app-feedback/testing';
import { perLang, set } from '../support/scope';

/** Warning texts come from the server in the page's language. */
const MESSAGES: Record<Lang, string[]> = {
  hy: [
    'Անձնագրի համարը սխալ է։',
    'Ապահովագրության սկիզբը չի կարող լինել անցյալում։',
    'Մեքենայի պետհամարանիշը արդեն ապահովագրված է այս ժամանակահատվածում։',
  ],
  en: [
    'The passport number is incorrect.',
    'The start of cover cannot be in the past.',
    'This licence plate is already insured for the period.',
  ],
  ru: [
    'Неверный номер паспорта.',
    'Начало страхования не может быть в прошлом.',
    'Этот госномер уже застрахован на указанный период.',
  ],
};

const meta = {
  title: 'widgets/app-feedback/WarningDialog',
  component: WarningDialog,
} satisfies Meta<typeof WarningDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A 400 with one warning: a sentence. */
export const OneMessage: Story = {
  parameters: { effector: perLang(({ lang }) => ({ values: [set($warningMessages, MESSAGES[lang].slice(0, 1))] })) },
};

/** A 400 with several warnings: a list, one per line. */
export const SeveralMessages: Story = {
  parameters: { effector: perLang(({ lang }) => ({ values: [set($warningMessages, MESSAGES[lang])] })) },
};
