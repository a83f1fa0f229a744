import { useLingui } from '@lingui/react/macro';
import type { DocumentPart, DocumentType } from '@/shared/lib';

/** Names of the documents and their parts, and what each asks for (customer-portal.md §5). */
export function useDocumentTexts() {
  const { t } = useLingui();
  const documentNames: Record<DocumentType, string> = {
    idCard: t`ID card`,
    passport: t`Passport`,
    socialCard: t`Social card`,
  };
  const partNames: Record<DocumentType, Partial<Record<DocumentPart, string>>> = {
    idCard: { front: t`Front of the ID card`, back: t`Back of the ID card`, selfie: t`A selfie holding the ID card` },
    passport: { photoPage: t`Passport photo page`, registrationPage: t`Passport registration page`, selfie: t`A selfie holding the passport` },
    socialCard: { front: t`Front of the social card`, back: t`Back of the social card` },
  };
  const hints: Record<DocumentType, string> = {
    idCard: t`Both sides and a selfie holding the card`,
    passport: t`Photo page, registration page and a selfie holding the passport`,
    socialCard: t`Both sides of the card`,
  };
  return { documentNames, partNames, hints };
}
