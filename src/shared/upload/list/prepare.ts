import { createEffect } from 'effector';
import { prepareFile, type PreparedFile } from '../prepare/prepare';
import type { PrepareError } from '../prepare/prepare-image';

/**
 * The one effect every upload list prepares its files with (`lib/prepare.ts`). Tests replace its handler in a forked
 * scope (`fork({ handlers: [[prepareFileFx, …]] })`): the test DOM cannot decode pictures.
 */
export const prepareFileFx = createEffect<File, PreparedFile, PrepareError>((file) => prepareFile(file));
