// For stories and tests only (eslint refuses it in the app): what the slice's public index does not export.
export {
  $codeSentTo as $recoveryCodeSentTo,
  $password as $recoveryPassword,
  $errors as $recoveryErrors,
} from './model/recovery';
