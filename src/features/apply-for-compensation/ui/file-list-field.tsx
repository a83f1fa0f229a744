import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { MAX_FILE_BYTES } from '@/shared/config';
import { formatFileSize, MAX_FILES_PER_LIST, UploadListField } from '@/shared/upload';
import { $errors, uploads } from '../model/compensation';
import type { FileListName } from '@/shared/claims';
import { FIELD_LABELS, LIST_HINTS, useProblemText } from './texts';

/**
 * One upload list of the application (the shared upload rows: preparing photo → uploading → uploaded, or failed →
 * Try again), with the rules' verdict under it. The photos offer the phone's back camera.
 */
export function FileListField({ list }: { list: FileListName }) {
  const { i18n } = useLingui();
  const errors = useUnit($errors);
  const problemText = useProblemText();
  const maxSize = formatFileSize(MAX_FILE_BYTES);
  const hint = LIST_HINTS[list];
  return (
    <UploadListField
      list={uploads}
      slot={list}
      id={`compensation-${list}`}
      label={i18n._(FIELD_LABELS[list])}
      required
      camera={list === 'PHOTOS' ? 'environment' : undefined}
      maxFiles={MAX_FILES_PER_LIST}
      description={
        <>
          {hint ? `${i18n._(hint)} ` : null}
          {plural(MAX_FILES_PER_LIST, {
            one: `Photos (jpg, png, heic) are reduced to 1024 px before sending; pdf up to ${maxSize}; at most # file`,
            other: `Photos (jpg, png, heic) are reduced to 1024 px before sending; pdf up to ${maxSize}; at most # files`,
          })}
        </>
      }
      error={problemText(errors[list], list)}
    />
  );
}
