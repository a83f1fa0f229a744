import type { DocumentType } from '@/shared/lib';

/**
 * The registration's addresses (customer-portal.md §2 "Registration routes"), all served by one route
 * (`/register/$`): the step is the rest of the path.
 */
export type RegisterStep =
  | { name: 'email' }
  | { name: 'code' }
  | { name: 'phone' }
  | { name: 'phoneCode' }
  | { name: 'soc' }
  | { name: 'password' }
  | { name: 'identification' }
  | { name: 'personalData'; type: DocumentType };

const DOCUMENT_TYPE_SEGMENTS: Record<string, DocumentType> = { idCard: 'idCard', passport: 'passport', socialCard: 'socialCard' };

/** The step of a path after /register ('' or 'empty' is the start); null: not a registration address. */
export function parseRegisterStep(rest: string): RegisterStep | null {
  const path = rest.replace(/^\/+|\/+$/g, '');
  switch (path) {
    case '':
    case 'empty':
      return { name: 'email' };
    case 'code':
      return { name: 'code' };
    case 'phone':
      return { name: 'phone' };
    case 'phone/code':
      return { name: 'phoneCode' };
    case 'soc':
      return { name: 'soc' };
    case 'password':
      return { name: 'password' };
    case 'identification':
      return { name: 'identification' };
    default: {
      const match = /^personalData\/([^/]+)$/.exec(path);
      const type = match ? DOCUMENT_TYPE_SEGMENTS[match[1] as string] : undefined;
      return type ? { name: 'personalData', type } : null;
    }
  }
}

/** The path of a step, language-free. */
export function registerPath(step: RegisterStep): string {
  switch (step.name) {
    case 'email':
      return '/register';
    case 'phoneCode':
      return '/register/phone/code';
    case 'personalData':
      return `/register/personalData/${step.type}`;
    default:
      return `/register/${step.name}`;
  }
}

/** What the customer has done so far decides which steps may be shown (a reload or a typed address goes back). */
export interface Progress {
  emailSent: boolean;
  registration: boolean;
  phoneSent: boolean;
  signedUp: boolean;
}

export function isStepReachable(step: RegisterStep, progress: Progress): boolean {
  switch (step.name) {
    case 'email':
      return true;
    case 'code':
      return progress.emailSent;
    case 'phone':
    case 'soc':
    case 'password':
      return progress.registration && !progress.signedUp;
    case 'phoneCode':
      return progress.registration && progress.phoneSent && !progress.signedUp;
    case 'identification':
    case 'personalData':
      return progress.signedUp;
  }
}
