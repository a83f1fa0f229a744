import { createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { customerDataCleared } from '@/entities/session';
import { clientId } from '@/shared/lib';

/**
 * Which of the compensation's two modals is open, for whom, and what forgets the application (compensation.ts names
 * the parts). The person search opens first; once a contract is found the application (search.ts, step `form`).
 */
export type Audience = 'customer' | 'public';
export type Step = 'closed' | 'search' | 'form';

/** The modals are on the page (the claims screen, /contacts): the draft of whoever is signed in comes back. */
export const CompensationGate = createGate('Compensation');

/** The green button (or the public page's): the person search opens. */
export const compensationOpened = createEvent<Audience>();
/** A modal was closed (Escape, ×, Cancel): everything typed is forgotten. */
export const compensationClosed = createEvent();
/** The draft picked up when the modals mounted was not the signed-in customer's (or nobody is signed in after a 401). */
export const draftDropped = createEvent();
/** Opening, closing, signing out or somebody else signing in on this tab, a draft not ours: the application is forgotten. */
export const forgotten = [compensationOpened, compensationClosed, customerDataCleared, draftDropped];

export const $audience = createStore<Audience>('customer');
export const $step = createStore<Step>('closed');

$audience.on(compensationOpened, (_, audience) => audience);
$step.on(compensationOpened, () => 'search').on([compensationClosed, customerDataCleared, draftDropped], () => 'closed');

/**
 * The application's own id (`CLIENT_ID`), given when the search opens and kept with the draft: every Send of this
 * application carries it, so a second press after a lost answer (a timeout, a reload) files one claim, not two; the
 * transport may then repeat a Send by itself (docs/decisions/compensation-submit-and-draft.md).
 */
export const $applicationId = createStore('');
export const applicationIdIssuedFx = createEffect(() => clientId('claim'));
$applicationId.on(applicationIdIssuedFx.doneData, (_, id) => id).reset(compensationClosed, customerDataCleared, draftDropped);
sample({ clock: compensationOpened, target: applicationIdIssuedFx });
