import { sample } from 'effector';
import { sessionRestored } from '@/entities/session';
import { notFoundReceived } from '@/shared/api';
import { $lang, localizePath } from '@/shared/i18n';
import { appStarted } from '@/shared/lib';
import { navigateFx } from '@/shared/routing';

/** App-wide wiring of the error catalogue's navigation rows and of start-up. */

// 404 on a page read: "we couldn't find this page", replacing the address that failed.
sample({
  clock: notFoundReceived,
  source: $lang,
  fn: (lang) => ({ href: localizePath('/notfound', lang), replace: true }),
  target: navigateFx,
});

export { appStarted, sessionRestored };
