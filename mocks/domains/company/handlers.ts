import * as v from 'valibot';
import type { applyJobResultSchema, contactsSchema } from '@/shared/api/content/company-schemas';
import { checkFile } from '@/shared/form-engine/server-rules';
import { db, sendToOutbox } from '../../db';
import { publicEndpoint, type Endpoint } from '../../lib/endpoint';
import { fieldWarnings, fillTemplate, notFound, ok, textField, type Localized, type ServerLang } from '../../lib/respond';
import { branches, CV_FIELD, jobForm, L } from './fixtures/common';
import { ABOUT_SECTION_IDS, aboutSection, companyIndex, PAGE_IDS, standalonePage, type AboutSectionId, type PageId } from './fixtures/sections';
import { findVacancy, vacancyDetail, VACANCIES } from './fixtures/vacancies';

/**
 * Company pages of the content client (public-site.md §7; shapes in docs/decisions/company-pages.md):
 * - `/about/`: no payload → the company index; `charid` → an about section; `page` → careers,
 *   privacy-policy or test; `charid=newteam` + `pid` (id) or `vacancy_title` (the Armenian title, spaces
 *   as underscores) → a vacancy. Anything unknown → 404.
 * - `/contacts/`: the head office and the branches.
 * - `/apply-jobs/`: a job application (multipart: fields and files), validated like the real backend
 *   (400 `warning_d` per field in the request language), stored, and sent to HR through the outbox.
 */

const T = {
  notFound: L('Այս էջը չի գտնվել։', 'This page was not found.', 'Страница не найдена.'),
  required: L('«{label}» դաշտը պարտադիր է', "Field “{label}” is required", 'Поле «{label}» обязательно для заполнения'),
  email: L('Մուտքագրեք վավեր էլ. փոստի հասցե', 'Enter a valid e-mail address', 'Введите корректный адрес эл. почты'),
  fileType: L(
    '«{name}» ֆայլը պետք է լինի jpg, jpeg, png կամ pdf',
    "File “{name}” must be a jpg, jpeg, png or pdf",
    'Файл «{name}» должен быть в формате jpg, jpeg, png или pdf',
  ),
  fileSize: L('«{name}» ֆայլը 3 ՄԲ-ից մեծ է', "File “{name}” is larger than 3 MB", 'Файл «{name}» больше 3 МБ'),
  thanks: L('Շնորհակալություն, {name}։', 'Thank you, {name}!', 'Спасибо, {name}!'),
  received: L(
    'Ձեր դիմումը{vacancy} ստացվել է։ Մարդկային ռեսուրսների բաժինը կկապվի ձեզ հետ {email} հասցեով 5 աշխատանքային օրվա ընթացքում։',
    'We have received your application{vacancy}. Our HR team will contact you at {email} within 5 working days.',
    'Мы получили ваш отклик{vacancy}. Отдел кадров свяжется с вами по адресу {email} в течение 5 рабочих дней.',
  ),
  forVacancy: L(' «{title}» պաշտոնի համար', ' for “{title}”', ' на вакансию «{title}»'),
  hrSubject: L('Նոր դիմում՝ {title}', 'New application: {title}', 'Новый отклик: {title}'),
  general: L('առանց թափուր աշխատատեղի', 'no specific vacancy', 'без конкретной вакансии'),
} satisfies Record<string, Localized>;


const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string);

const isAboutSection = (value: string): value is AboutSectionId => (ABOUT_SECTION_IDS as readonly string[]).includes(value);
const isPage = (value: string): value is PageId => (PAGE_IDS as readonly string[]).includes(value);

const about = publicEndpoint({
  client: 'content',
  path: '/about/',
  title: 'Company index, about sections, vacancies, careers, privacy, test page',
  resolve: ({ fields, lang }) => {
    const charid = textField(fields, 'charid');
    const page = textField(fields, 'page');
    const pid = textField(fields, 'pid');
    const vacancyTitle = textField(fields, 'vacancy_title');

    if (page) return isPage(page) ? ok(standalonePage(page, lang)) : notFound(T.notFound[lang]);
    if (!charid) return ok(companyIndex(lang));
    if (!isAboutSection(charid)) return notFound(T.notFound[lang]);
    if (pid || vacancyTitle) {
      const vacancy = charid === 'newteam' ? findVacancy({ pid, title: vacancyTitle }) : undefined;
      return vacancy ? ok(vacancyDetail(vacancy, lang)) : notFound(T.notFound[lang]);
    }
    return ok(aboutSection(charid, lang));
  },
});

const CONTACTS = {
  title: L('Կապ', 'Contacts', 'Контакты'),
  description: L(
    'Այցելեք մեզ Երևանում, Գյումրիում կամ Վանաձորում, կամ զանգահարեք՝ մենք կպատասխանենք բոլոր հարցերին։',
    'Visit us in Yerevan, Gyumri or Vanadzor, or call: we will answer every question.',
    'Приходите к нам в Ереване, Гюмри или Ванадзоре или звоните — ответим на все вопросы.',
  ),
  keywords: L('կապ, հասցե, հեռախոս, մասնաճյուղեր', 'contacts, address, phone, branches', 'контакты, адрес, телефон, филиалы'),
} satisfies Record<string, Localized>;

const contacts = publicEndpoint({
  client: 'content',
  path: '/contacts/',
  title: 'Contacts: head office and branches',
  resolve: ({ lang }) =>
    ok({
      meta_title: CONTACTS.title[lang],
      meta_description: CONTACTS.description[lang],
      meta_keywords: CONTACTS.keywords[lang],
      title: CONTACTS.title[lang],
      description: CONTACTS.description[lang],
      branches: branches(lang),
    } satisfies v.InferInput<typeof contactsSchema>),
});

const emailSchema = v.pipe(v.string(), v.email());

/** The files of one upload field: `name[]` parts (the app's lists) or `name` parts. */
const filesOf = (form: FormData, name: string) =>
  [...form.getAll(`${name}[]`), ...form.getAll(name)].filter((value): value is File => typeof value === 'object' && value !== null && 'size' in value);

/** The server's own check of an application, as the real backend would answer it. */
function validateApplication(form: FormData, fields: Record<string, unknown>, lang: ServerLang): Record<string, string[]> {
  const definition = jobForm(lang);
  const warnings: Record<string, string[]> = {};
  const add = (field: string, message: string) => (warnings[field] ??= []).push(message);

  for (const field of definition.fields ?? []) {
    const value = textField(fields, field.input_name);
    if (field.required && !value) add(field.input_name, fillTemplate(T.required[lang], { label: field.label }));
    else if (field.type === 'email' && value && !v.is(emailSchema, value)) add(field.input_name, T.email[lang]);
  }
  for (const upload of definition.file_uploads ?? []) {
    const files = filesOf(form, upload.input_name);
    if (upload.input_name === CV_FIELD && files.length === 0) add(upload.input_name, fillTemplate(T.required[lang], { label: upload.label }));
    for (const file of files) {
      const problem = checkFile(file);
      if (problem) add(upload.input_name, fillTemplate(problem.code === 'file-type' ? T.fileType[lang] : T.fileSize[lang], { name: file.name }));
    }
  }
  return warnings;
}

const applyJobs = publicEndpoint({
  client: 'content',
  path: '/apply-jobs/',
  title: 'Job application (fields and files)',
  warningFields: ['first_name', 'email'],
  resolve: async ({ request, fields, lang }) => {
    const form = await request.clone().formData();
    const warnings = validateApplication(form, fields, lang);
    if (Object.keys(warnings).length > 0) return fieldWarnings(warnings);

    const definition = jobForm(lang);
    const values = Object.fromEntries((definition.fields ?? []).map((field) => [field.input_name, textField(fields, field.input_name)]));
    const vacancy = VACANCIES.find((item) => item.id === textField(fields, 'vacancy_id')) ?? null;
    const files = (definition.file_uploads ?? []).flatMap((upload) =>
      filesOf(form, upload.input_name).map((file) => ({ field: upload.input_name, name: file.name, type: file.type, size: file.size })),
    );
    const id = `app-${Date.now().toString(36)}-${db.read().jobApplications.length + 1}`;
    db.update((state) => {
      state.jobApplications.push({ id, at: new Date().toISOString(), lang, vacancyId: vacancy?.id ?? null, values, files });
    });
    // HR reads Armenian: the e-mail to HR is in Armenian whatever the applicant's language.
    sendToOutbox({
      channel: 'email',
      to: 'hr@sevan-insurance.am',
      subject: fillTemplate(T.hrSubject.am, { title: vacancy ? vacancy.title.am : T.general.am }),
      body: [
        `${values.first_name} ${values.last_name} <${values.email}>${values.phone ? `, ${values.phone}` : ''}`,
        `Լեզու / language: ${lang}`,
        ...files.map((file) => `📎 ${file.field}: ${file.name} (${Math.round(file.size / 1024)} KB)`),
      ].join('\n'),
    });

    const vacancyText = vacancy ? fillTemplate(T.forVacancy[lang], { title: escapeHtml(vacancy.title[lang]) }) : '';
    const result = `<p><strong>${fillTemplate(T.thanks[lang], { name: escapeHtml(values.first_name ?? '') })}</strong></p><p>${fillTemplate(T.received[lang], {
      vacancy: vacancyText,
      email: escapeHtml(values.email ?? ''),
    })}</p>`;
    return ok({ result } satisfies v.InferInput<typeof applyJobResultSchema>);
  },
});

export const companyEndpoints: readonly Endpoint[] = [about, contacts, applyJobs];
