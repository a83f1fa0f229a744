import { sample } from 'effector';
import { customerDataCleared, sessionRestored } from '@/entities/session';
import { notFoundReceived } from '@/shared/api';
import { $lang, localizePath } from '@/shared/i18n';
import { appStarted } from '@/shared/lib';
import { locationChanged, navigateFx } from '@/shared/routing';
import { warningDismissed } from '@/widgets/app-feedback';

/** App-wide wiring of the error catalogue's navigation rows and of start-up. */

// 404 on a page read: "we couldn't find this page", replacing the address that failed.
sample({
  clock: notFoundReceived,
  source: $lang,
  fn: (lang) => ({ href: localizePath('/notfound', lang), replace: true }),
  target: navigateFx,
});

// A warning shown to a customer who has gone (signed out here or in another tab, or someone else signed in) is not
// left for whoever uses the computer next. This also keeps the feedback's model in the shell from the start: its
// dialogs and toasts render once the router is ready (site-layout.tsx), and nothing said before then is lost.
sample({ clock: customerDataCleared, target: warningDismissed });

// What the entry (index.tsx) sends at boot: it imports this module after its own first task.
export { appStarted, locationChanged, sessionRestored };
