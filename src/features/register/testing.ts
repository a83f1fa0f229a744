// For stories and tests only (eslint refuses it in the app): what the slice's public index does not export.
export {
  timer as registerTimer,
  $emailSent as $registerEmailSent,
  $phoneSent as $registerPhoneSent,
  $registration,
  $verified as $registerVerified,
  $identityFailed as $registerIdentityFailed,
  $signedUp as $registerSignedUp,
  $password as $registerPassword,
  $errors as $registerErrors,
} from './model/registration';
