import { Box } from '@mantine/core';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { JobApplicationForm } from '@/features/apply-for-job';
import { $jobFormErrors, $jobFormResult, $jobFormStatus, $jobFormValues, jobFormUploads } from '@/features/apply-for-job/testing';
import { MAX_FILE_BYTES } from '@/shared/config';
import type { UploadItem } from '@/shared/upload';
import { isLang, type Lang } from '@/shared/i18n';
import { vacancyFixture } from '../fixtures/company';
import { perLang, set } from '../support/scope';

/** A file in the list as it is once prepared (ready to go with the form). */
const ready = (slot: string, name: string, size: number): UploadItem => ({
  key: `${slot}-${name}`,
  slot,
  name,
  type: name.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg',
  chosenSize: size,
  size,
  photo: !name.endsWith('.pdf'),
  status: 'ready',
  progress: null,
  message: null,
  uploaded: null,
});

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
          set(jobFormUploads.$problems, { cv: [{ code: 'file-type', name: 'cv.docx' }, { code: 'file-size', name: 'scan.pdf', maxBytes: MAX_FILE_BYTES }] }),
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
        set(jobFormUploads.$items, [ready('cv', 'Anna-Hakobyan-CV.pdf', 182_000), ready('cv', 'diploma.jpg', 412_000), ready('cover_letter', 'letter.jpg', 96_000)]),
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
