import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { MAX_FILE_BYTES } from '@/shared/config';
import { formatFileSize, type FileProblem } from '../rules/files';

/** Why a chosen file was not taken, in the current language (every upload list says it the same way). */
export function useFileProblemText() {
  const { t } = useLingui();
  return (problem: FileProblem): string => {
    switch (problem.code) {
      case 'file-type': {
        const name = problem.name;
        return t`“${name}” is not a photo (jpg, png, heic, webp) or a pdf file`;
      }
      case 'file-size': {
        const name = problem.name;
        const size = formatFileSize(problem.maxBytes ?? MAX_FILE_BYTES);
        return t`“${name}” is larger than ${size}`;
      }
      case 'file-count': {
        const max = problem.max;
        return plural(max, { one: 'You can attach one file', other: 'You can attach at most # files' });
      }
      case 'file-total': {
        const size = formatFileSize(problem.maxBytes);
        return t`All files together may not exceed ${size}`;
      }
      case 'file-unreadable': {
        const name = problem.name;
        return t`“${name}” could not be read as a photo. Choose another file or take the photo again.`;
      }
      case 'file-server': {
        const name = problem.name;
        return problem.message || t`“${name}” could not be uploaded`;
      }
      default:
        return '';
    }
  };
}
