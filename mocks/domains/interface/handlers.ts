import { HttpResponse } from 'msw';
import type * as v from 'valibot';
import type {
  buttonListSchema,
  gridListSchema,
  interfaceFormSavedSchema,
  interfaceFormSchema,
  interfaceInfoSchema,
  onChangeSchema,
  rawInputListSchema,
} from '@/shared/api/interface/schemas';
import { db } from '../../db';
import { authorizedEndpoint, publicEndpoint, type Endpoint, type RequestContext } from '../../lib/endpoint';
import { fieldWarnings, notFound, ok, textField, unauthorized, msg, type ServerLang } from '../../lib/respond';
import { tokenOf, touchSession } from '../../lib/session';
import { formDefinitions } from './forms';
import { gridDefinitions } from './grids';
import { menuOf } from './menu';
import { say } from './messages';
import type { FormDefinition } from './types';
import { validateSubmission } from './validation';

/**
 * The interface endpoints (public-site.md §7 "Interface permissions", "On-change input value"): every form of
 * `formDefinitions` by TABID, their buttons, the grids and their filters, the menu, the info, and
 * /api/interface/form/{id} (GET the form and its saved values, POST validates and saves them).
 */
const findForm = (id: unknown): FormDefinition | undefined => formDefinitions.find((form) => String(form.tabId) === String(id ?? '').trim());

function inputList(form: FormDefinition, lang: ServerLang): v.InferInput<typeof rawInputListSchema> {
  const meta = form.meta?.[lang];
  return { result: form.fields(lang), TITLE: meta?.title ?? null, DESCRIPTION: meta?.description ?? null, KEYWORDS: meta?.keywords ?? null };
}

/** 403 with a `detail`: the catalogue passes it on to the caller (the form shows that it could not load). */
const forbidden = (detail: string) => HttpResponse.json({ detail }, { status: 403 });

/** An authorized form asked without a valid session: 401 (the app ends the session and goes to /login). */
function needsSession({ request, lang }: RequestContext): Response | null {
  const lookup = touchSession(tokenOf(request));
  return lookup.status === 'valid' ? null : unauthorized(msg(lookup.status === 'expired' ? 'sessionExpired' : 'notSignedIn', lang));
}

const inputListPublic = publicEndpoint({
  client: 'application',
  path: '/mobile/interface/get-popup-input-list/public/',
  title: 'Form fields of a tab, public (TABID)',
  warningFields: ['TABID', 'FIELD_NAME'],
  resolve: ({ fields, lang }) => {
    const form = findForm(fields.TABID);
    if (!form) return notFound(say('formNotFound', lang, { id: textField(fields, 'TABID') }));
    if (form.access !== 'public') return forbidden(say('formNeedsSignIn', lang));
    return ok(inputList(form, lang));
  },
});

const inputListAuthorized = authorizedEndpoint({
  path: '/mobile/interface/get-popup-input-list/',
  title: 'Form fields of a tab (TABID, needs the token)',
  warningFields: ['TABID', 'FIELD_NAME'],
  resolve: ({ fields, lang }) => {
    const form = findForm(fields.TABID);
    return form ? ok(inputList(form, lang)) : notFound(say('formNotFound', lang, { id: textField(fields, 'TABID') }));
  },
});

function buttonsOf(parent: unknown, lang: ServerLang, publicOnly: boolean): v.InferInput<typeof buttonListSchema> {
  const form = findForm(parent);
  if (!form || (publicOnly && form.access !== 'public')) return { result: [] };
  return { result: form.buttons?.(lang) ?? [] };
}

const buttonsPublic = publicEndpoint({
  client: 'application',
  path: '/mobile/interface/get-buttons-list/public/',
  title: 'Buttons under a parent, public (PARENTID)',
  resolve: ({ fields, lang }) => ok(buttonsOf(fields.PARENTID, lang, true)),
});

const buttonsAuthorized = authorizedEndpoint({
  path: '/mobile/interface/get-buttons-list/',
  title: 'Buttons under a parent (PARENTID, needs the token)',
  resolve: ({ fields, lang }) => ok(buttonsOf(fields.PARENTID, lang, false)),
});

function gridOf(parent: unknown, lang: ServerLang, publicOnly: boolean, customer: string | null = null): Response {
  const grid = gridDefinitions.find((candidate) => String(candidate.parentId) === String(parent ?? '').trim());
  if (!grid) return notFound(say('formNotFound', lang, { id: String(parent ?? '') }));
  if (publicOnly && grid.access !== 'public') return forbidden(say('formNeedsSignIn', lang));
  const columns = { result: grid.columns(lang) } satisfies v.InferInput<typeof gridListSchema>;
  return ok(grid.rows && customer ? { ...columns, data: grid.rows(customer, lang) } : columns);
}

const gridPublic = publicEndpoint({
  client: 'application',
  path: '/mobile/interface/get-grid-list/public/',
  title: 'Grid columns, public (PARENTID)',
  resolve: ({ fields, lang }) => gridOf(fields.PARENTID, lang, true),
});

const gridAuthorized = authorizedEndpoint({
  path: '/mobile/interface/get-grid-list/',
  title: 'Grid columns (PARENTID, needs the token)',
  resolve: ({ fields, lang, customer }) => gridOf(fields.PARENTID, lang, false, customer.profile.CUSTOMER),
});

const filterList = authorizedEndpoint({
  path: '/mobile/interface/get-filter-list/',
  title: 'Filter fields of a grid (PARENTID, needs the token)',
  resolve: ({ fields, lang }) => {
    const grid = gridDefinitions.find((candidate) => String(candidate.parentId) === textField(fields, 'PARENTID'));
    return ok({ result: grid?.filters?.(lang) ?? [] } satisfies v.InferInput<typeof rawInputListSchema>);
  },
});

const menuList = authorizedEndpoint({
  path: '/mobile/interface/get-menu-list/',
  title: 'Profile menu (needs the token)',
  resolve: ({ lang }) => ok(menuOf(lang)),
});

const info = publicEndpoint({
  client: 'application',
  path: '/api/interface/info/',
  title: 'Interface backend info',
  resolve: () =>
    ok({ result: { version: 'sim-2026.11', server_time: new Date().toISOString(), langs: ['am', 'en', 'ru'] } } satisfies v.InferInput<typeof interfaceInfoSchema>),
});

const formRead = publicEndpoint({
  client: 'application',
  method: 'GET',
  path: '/api/interface/form/:id',
  title: 'A form and its saved values (GET)',
  resolve: (context) => {
    const form = findForm(context.params.id);
    if (!form) return notFound(say('formNotFound', context.lang, { id: context.params.id ?? '' }));
    if (form.access === 'authorized') {
      const rejected = needsSession(context);
      if (rejected) return rejected;
    }
    const values = db.read().interfaceForms[String(form.tabId)] ?? null;
    return ok({ ...inputList(form, context.lang), values } satisfies v.InferInput<typeof interfaceFormSchema>);
  },
});

const formSave = publicEndpoint({
  client: 'application',
  path: '/api/interface/form/:id',
  title: 'Save a form (POST, validates like the backend)',
  warningFields: ['FULLNAME', 'PHONE'],
  resolve: (context) => {
    const { lang, fields } = context;
    const form = findForm(context.params.id);
    if (!form) return notFound(say('formNotFound', lang, { id: context.params.id ?? '' }));
    if (form.access === 'authorized') {
      const rejected = needsSession(context);
      if (rejected) return rejected;
    }
    const warnings = validateSubmission(form, fields, lang);
    if (Object.keys(warnings).length > 0) return fieldWarnings(warnings);
    db.update((state) => {
      state.interfaceForms[String(form.tabId)] = { ...fields };
    });
    return ok({ result: fields, message: say('formSaved', lang) } satisfies v.InferInput<typeof interfaceFormSavedSchema>);
  },
});

const onChange = publicEndpoint({
  client: 'application',
  path: '/mobile/interface/on-change-input-value/',
  title: 'On-change input value (TABID, initiators, values)',
  resolve: ({ fields, lang }) => {
    const form = findForm(fields.TABID);
    const initiators = Array.isArray(fields.initiators) ? fields.initiators.map(String) : [];
    const values = typeof fields.values === 'object' && fields.values !== null ? (fields.values as Record<string, unknown>) : {};
    const items = form?.onChange?.({ initiators, values, lang }) ?? [];
    return ok({ result_list: items } satisfies v.InferInput<typeof onChangeSchema>);
  },
});

export const interfaceEndpoints: readonly Endpoint[] = [
  inputListPublic,
  inputListAuthorized,
  buttonsPublic,
  buttonsAuthorized,
  gridPublic,
  gridAuthorized,
  filterList,
  menuList,
  info,
  formRead,
  formSave,
  onChange,
];
