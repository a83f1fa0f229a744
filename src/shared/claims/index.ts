// The rules of a compensation application (customer-portal.md §3, §4, §5, §9), which the backend applies too: the
// form, its model and the simulator's server-side check use this one entry (issue 25; mocks/ imports it from here).
export {
  applicationPayload,
  hasProceedingsFlag,
  INITIAL_VALUES,
  prefillFromProfile,
  splitWarnings,
  validateApplication,
  visibleFields,
  visibleLists,
  admitFiles,
  EMPTY_FILES,
  FILE_LISTS,
  TEXT_FIELDS,
} from './application-rules';
export type { ApplicationErrors, ApplicationFiles, ApplicationProblem, ApplicationValues, FileListName, ListedFile, TextField } from './application-rules';
