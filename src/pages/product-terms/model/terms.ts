import { createEffect, createEvent, sample } from 'effector';
import { fetchProductTermsFx } from '@/shared/api';
import { createPageQuery } from '@/shared/model';

/** /product/terms/{id}?lang=: the printable terms of a product (`/prod/terms/`, pid = the terms id). */
export const termsQuery = createPageQuery({ name: 'productTerms', effect: fetchProductTermsFx });

export const printClicked = createEvent();
/** The browser's print dialog (the page's print stylesheet leaves only the document). */
export const printFx = createEffect(() => {
  window.print();
});

sample({ clock: printClicked, target: printFx });
