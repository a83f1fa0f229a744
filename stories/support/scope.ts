import type { Effect, EventCallable, StoreWritable } from 'effector';
import type { Lang } from '@/shared/i18n';

/**
 * How a story describes its effector state. The preview forks a fresh scope per story render from
 * `parameters.effector` (an object, or a function of the toolbar language), so stories never share
 * state and never touch the network:
 * - `values`: store values the scope starts with (`set($store, value)`);
 * - `handlers`: effect handlers replaced in the scope (`mock(effectFx, async () => data)`);
 * - `launch`: units fired once the scope is ready, without waiting for them (`fire(event, params)`),
 *   e.g. a submit whose effect never settles, to show a pending state.
 * Every request effect of the app is already stubbed by the preview with a promise that never settles.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- heterogeneous lists of units */
export type StoreValue = [StoreWritable<any>, unknown];
export type EffectHandler = [Effect<any, any, any>, (params: any) => unknown];
export type Launch = [EventCallable<any> | Effect<any, any, any>, unknown];
/* eslint-enable @typescript-eslint/no-explicit-any */

export interface EffectorSetup {
  values?: StoreValue[];
  handlers?: EffectHandler[];
  launch?: Launch[];
}

export type EffectorParameter = EffectorSetup | ((context: { lang: Lang }) => EffectorSetup);

/** A typed `[store, value]` pair for `parameters.effector.values`. */
export const set = <T>(store: StoreWritable<T>, value: T): StoreValue => [store, value];

/** A typed `[effect, handler]` pair for `parameters.effector.handlers`. */
export const mock = <P, D>(effect: Effect<P, D, unknown>, handler: (params: P) => D | Promise<D>): EffectHandler => [
  effect as Effect<P, D, unknown>,
  handler,
];

/** A unit to fire (not awaited) after the scope is ready, for `parameters.effector.launch`. */
export const fire = <T>(unit: EventCallable<T> | Effect<T, unknown, unknown>, params: T): Launch => [unit, params];

/** A handler that never settles: the effect stays pending (loading states). */
export const never = (): Promise<never> => new Promise<never>(() => undefined);

/** `parameters.effector` built per toolbar language: `effector: perLang(({ lang }) => ({ values: … }))`. */
export const perLang = (build: (context: { lang: Lang }) => EffectorSetup): EffectorParameter => build;
