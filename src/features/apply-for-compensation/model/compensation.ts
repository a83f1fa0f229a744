/**
 * The compensation model (the design card's "compensation"; customer-portal.md §2 "A green application-for-
 * compensation button opens compensation modals", §3, §4 "Compensation", §5, §9), one file per concern
 * (docs/decisions/models-by-concern.md):
 * - `flow.ts`: which modal is open (search → form), for whom (a customer or a visitor), what forgets the application;
 * - `search.ts`: the person search (`get-cmptl-objects`) and the contract it finds;
 * - `application.ts`: the form's values;
 * - `uploads.ts`: the files, through the one upload list (`shared/upload`);
 * - `submit.ts`: Send / View, the errors under the fields, the confirmation;
 * - `draft.ts`: the owner-keyed draft in session storage and its return when the modals mount.
 * This module loads them all (the draft's wiring included) and names what the slice's UI and `index.ts` use.
 */
export { $audience, $step, CompensationGate, compensationClosed, compensationOpened, type Audience } from './flow';
export { $values, $visibleLists, consentChanged, fieldChanged } from './application';
export { $object, $search, $searchErrors, $searchFailure, searchFieldChanged, searchFx, searchReopened, searchSubmitted, type SearchProblem } from './search';
export { $fileProblems, $files, $uploadProgress, filesChosen, fileRetried, uploadFx, uploads } from './uploads';
export { $errors, $sent, $submitAttempted, $submitFailure, applicationSent, applicationSubmitted, openWindowFx, sentNoticeClosed, submitFx } from './submit';
export { $draft } from './draft';
