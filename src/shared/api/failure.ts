import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { createEvent, createStore } from 'effector';
import type { ApiError } from './errors';

/**
 * Why a call failed, in the product's own words (public-site.md §8; docs/decisions/one-message-one-place.md):
 * a failure of the connection and a failure of the server are told apart, so a 500 never asks the customer to
 * check their connection. One catalogue of words for the toasts (widgets/app-feedback) and for every error
 * state shown in place (a page that could not load, a form that could not be sent).
 */
export type FailureReason = 'network' | 'server' | 'invalid';

/** The reason of a failure the customer can retry; null for the rest (a 400 says its own words, 401/404 lead away). */
export function failureReasonOf(error: Pick<ApiError, 'kind'> | null | undefined): FailureReason | null {
  switch (error?.kind) {
    case 'network':
      return 'network';
    case 'server-error':
    case 'other':
      return 'server';
    case 'invalid-response':
      return 'invalid';
    default:
      return null;
  }
}

export const FAILURE_TITLE: Record<FailureReason, MessageDescriptor> = {
  network: msg`No connection`,
  server: msg`Something went wrong`,
  invalid: msg`Unexpected answer`,
};

export const FAILURE_TEXT: Record<FailureReason, MessageDescriptor> = {
  network: msg`We could not reach the server. Check your connection and try again.`,
  server: msg`Something went wrong on our side. Please try again in a moment.`,
  invalid: msg`We received data we could not read. Please reload the page or try again later.`,
};

/** Set by the transport on every failed request with one of the reasons above. */
export const lastFailureReported = createEvent<FailureReason>();
/**
 * Why the latest request failed: the reason an error state names when its caller does not pass one (a page's
 * "could not be loaded" follows the failure that caused it, which is the latest).
 */
export const $lastFailure = createStore<FailureReason | null>(null).on(lastFailureReported, (_, reason) => reason);
