import { Trans } from '@lingui/react/macro';
import { MAX_FILE_BYTES } from '@/shared/config';
import { UploadListField } from '@/shared/upload';
import { formatFileSize } from '../rules/files';
import { useFieldMessages } from './messages';
import type { FieldProps } from './text-fields';

/**
 * file (one file) and multiSelectFile (a list): the rows of the form's upload list for this field (`shared/upload`).
 * A chosen photo is prepared (upright, 1024 px, JPEG ≤ 3 MB, no EXIF), then uploaded with its progress; a failed one
 * has Try again; each can be removed; removing the last one empties the field.
 */
export function FileField({ view, events, uploads }: FieldProps) {
  const { errorText } = useFieldMessages();
  const multiple = view.kind === 'files';
  const maxSize = formatFileSize(MAX_FILE_BYTES);
  const name = view.name;
  if (!uploads) return null;

  return (
    <UploadListField
      list={uploads}
      slot={name}
      id={`${view.id}-choose`}
      label={view.label}
      required={view.required}
      description={view.message ?? <Trans>Photos (jpg, png, heic, webp) are reduced to 1024 px before sending; pdf up to {maxSize} each</Trans>}
      error={errorText(view.error, view.label)}
      multiple={multiple}
      maxFiles={multiple ? undefined : 1}
      disabled={view.disabled}
      onChoose={(files) => events.filesChosen({ name, files })}
    />
  );
}
