import { createFiles } from './parts/files';
import { createLoading } from './parts/loading';
import { createOnChange } from './parts/on-change';
import { createOptions } from './parts/options';
import { createPromo } from './parts/promo';
import { createSubmit } from './parts/submit';
import { createFormCore } from './parts/core';
import type { FormModel, FormModelConfig } from './types';

/**
 * One server-driven form (README.md in this folder): a factory, called once per form at module level of the
 * model that owns it (a wizard step, a calculator, a modal), so its units are static and every fork()ed scope
 * holds its own state. It composes the parts in `parts/`: the shared state and its views (`core`), then loading,
 * options, the on-change round trip, files, promo and submit, each adding its effects and rules to the shared units.
 * All logic lives there and in the pure functions of `rules/` and `state.ts`; the field components render `$fields`
 * and fire the events.
 */
export function createFormModel<Done = unknown>(config: FormModelConfig<Done>): FormModel<Done> {
  const core = createFormCore(config.name);
  const loading = createLoading(core, config.source);
  const lifecycle = { closed: core.closed, formSwitched: loading.formSwitched };
  const options = createOptions(core, { ...lifecycle, rebuilt: loading.rebuilt });
  const onChange = createOnChange(core, { ...lifecycle, source: config.source });
  const submit = createSubmit(core, config, { $loading: loading.$loading, ...onChange });
  const files = createFiles(core, lifecycle);
  const promo = createPromo(core, config.referral);

  // Closing the form (or loading another into it) forgets its state.
  for (const $store of core.formStores) $store.reset(core.closed, loading.formSwitched);

  return {
    name: core.form,
    opened: core.opened,
    closed: core.closed,
    retried: core.retried,
    descriptorsReceived: core.descriptorsReceived,
    valuesPatched: core.valuesPatched,
    fieldChanged: core.fieldChanged,
    fieldFocused: core.fieldFocused,
    fieldBlurred: core.fieldBlurred,
    filesChosen: core.filesChosen,
    fileRemoved: core.fileRemoved,
    promoCheckRequested: core.promoCheckRequested,
    buttonPressed: core.buttonPressed,
    optionsReloadRequested: core.optionsReloadRequested,
    submitted: core.submitted,
    warningsReceived: core.warningsReceived,
    validSubmitted: submit.validSubmitted,
    invalidSubmitted: submit.invalidSubmitted,
    fieldButtonPressed: submit.fieldButtonPressed,
    changeApplied: onChange.changeApplied,
    $descriptors: core.$descriptors,
    $problems: core.$problems,
    $meta: core.$meta,
    $values: core.$values,
    $payload: core.$payload,
    $fields: core.$fields,
    $visibleNames: core.$visibleNames,
    $errors: core.$errors,
    $isValid: core.$isValid,
    $loading: loading.$loading,
    $loadFailed: loading.$loadFailed,
    $submitting: submit.$submitting,
    $changing: onChange.$changing,
    uploads: files.uploads,
    loadFx: loading.loadFx,
    loadOptionsFx: options.loadOptionsFx,
    onChangeFx: onChange.onChangeFx,
    uploadFx: files.uploadFx,
    removeFileFx: files.removeFileFx,
    checkPromoFx: promo.checkPromoFx,
    submitFx: submit.submitFx,
  };
}
