import { createEffect } from 'effector';
import { retrying } from '@/shared/lib';
import type { PreparedFile } from '../prepare/prepare';
import type { PrepareError } from '../prepare/prepare-image';

/**
 * The preparation's code (photo decoding, HEIC, the worker's start): loaded when a file is first chosen, or earlier
 * by a file field on screen (`preloadPreparation`), not with every form. A form with no file field, a calculator say,
 * never loads it. A chunk that fails is asked again until it comes (`retrying`): the file stays `preparing`, it is
 * not refused as unreadable because the connection dropped.
 */
let preparation: Promise<typeof import('../prepare/prepare')> | undefined;
export const preloadPreparation = () => (preparation ??= retrying(() => import('../prepare/prepare')));

/**
 * The one effect every upload list prepares its files with (`lib/prepare.ts`). Tests replace its handler in a forked
 * scope (`fork({ handlers: [[prepareFileFx, …]] })`): the test DOM cannot decode pictures.
 */
export const prepareFileFx = createEffect<File, PreparedFile, PrepareError>(async (file) => (await preloadPreparation()).prepareFile(file));
