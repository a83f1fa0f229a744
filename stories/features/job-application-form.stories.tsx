import { Box } from '@mantine/core';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { $jobFormErrors, $jobFormFiles, $jobFormRejected, $jobFormResult, $jobFormStatus, $jobFormValues, JobApplicationForm } from '@/features/apply-for-job';
import { isLang, type Lang } from '@/shared/i18n';
import { vacancyFixture } from '../fixtures/company';
import { perLang, set } from '../support/scope';

const file = (name: string) => new File([new Uint8Array(2048)], name);

const meta = {
  title: 'features/apply-for-job/JobApplicationForm',
  render: (_args, context) => {
    const lang: Lang = isLang(context.globals.lang) ? context.globals.lang : 'hy';
    const form = vacancyFixture(lang).content.form;
    return <Box maw={720}>{form ? <JobApplicationForm form={form} vacancyId="101" /> : null}</Box>;
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

/** Submitted empty, with a wrong e-mail and refused files: every rule's message. */
export const Errors: Story = {
  parameters: {
    effector: perLang(({ lang }) => {
      const form = vacancyFixture(lang).content.form;
      const label = (name: string) => form?.fields.find((field) => field.input_name === name)?.label ?? name;
      return {
        values: [
          set($jobFormValues, { email: 'anna@' }),
          set($jobFormErrors, {
            first_name: { kind: 'required', label: label('first_name') },
            last_name: { kind: 'required', label: label('last_name') },
            email: { kind: 'email' },
            cv: { kind: 'required', label: form?.file_uploads[0]?.label ?? 'CV' },
          }),
          set($jobFormRejected, { cv: [{ name: 'cv.docx', reason: 'type' }, { name: 'scan.png', reason: 'size' }] }),
        ],
      };
    }),
  },
};

/** Sending: the button is disabled and greyed. */
export const Submitting: Story = {
  parameters: {
    effector: {
      values: [
        set($jobFormValues, { first_name: 'Anna', last_name: 'Hakobyan', email: 'anna.hakobyan@example.am', phone: '+374 91 234567' }),
        set($jobFormFiles, { cv: [file('Anna-Hakobyan-CV.pdf'), file('diploma.jpg')], cover_letter: [file('letter.docx.png')] }),
        set($jobFormStatus, 'submitting'),
      ],
    },
  },
};

/** Sent: the server's result message; the fields and files are empty again. */
export const Success: Story = {
  parameters: {
    effector: perLang(({ lang }) => ({
      values: [
        set($jobFormStatus, 'success'),
        set(
          $jobFormResult,
          lang === 'hy'
            ? '<p><strong>Շնորհակալություն, Աննա։</strong></p><p>Ձեր դիմումը ստացվել է։</p>'
            : lang === 'ru'
              ? '<p><strong>Спасибо, Анна!</strong></p><p>Мы получили ваш отклик.</p>'
              : '<p><strong>Thank you, Anna!</strong></p><p>We have received your application.</p>',
        ),
      ],
    })),
  },
};
