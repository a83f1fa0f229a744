import { attach, createEffect, createEvent, createStore, sample, type Effect, type Event, type EventCallable, type Store } from 'effector';
import { $token, fetchButtonsFx, fetchFilterListFx, fetchGridFx, type ApiError, type ButtonDescriptor, type GridColumn } from '@/shared/api';
import { $lang } from '@/shared/i18n';
import { resolveInterfaceAccess, type AccessRequest } from '../rules/access';
import { createFormModel } from './create-form-model';
import type { FormModel } from './types';

/**
 * The other server-driven lists of a screen (public-site.md §6: "fields, buttons and grid columns are shown
 * only where the server marks them GRANTED"): the buttons under a parent and the columns (and filter fields)
 * of a grid. Factories like `createFormModel`: called once at module level of the owning model.
 */
export interface InterfaceButtonsModel {
  opened: EventCallable<{ parentId?: number | string }>;
  closed: EventCallable<void>;
  /** A button was pressed (by its ID). */
  pressed: EventCallable<string>;
  /** The descriptor of the pressed button. */
  buttonPressed: Event<ButtonDescriptor>;
  $buttons: Store<ButtonDescriptor[]>;
  $loading: Store<boolean>;
  loadFx: Effect<{ PARENTID: number | string; access: 'public' | 'authorized' }, ButtonDescriptor[], ApiError>;
}

export function createInterfaceButtons(config: { name: string; parentId: number | string; access?: AccessRequest }): InterfaceButtonsModel {
  const opened = createEvent<{ parentId?: number | string }>({ name: `${config.name}.opened` });
  const closed = createEvent({ name: `${config.name}.closed` });
  const pressed = createEvent<string>({ name: `${config.name}.pressed` });
  const $parentId = createStore<number | string>(config.parentId, { serialize: 'ignore' }).on(opened, (current, { parentId }) => parentId ?? current);
  const $isOpen = createStore(false).on(opened, () => true).reset(closed);
  const $buttons = createStore<ButtonDescriptor[]>([]).reset(closed);

  const callFx = attach({ effect: fetchButtonsFx });
  const loadFx = createEffect<{ PARENTID: number | string; access: 'public' | 'authorized' }, ButtonDescriptor[], ApiError>(async (params) => (await callFx(params)).result);

  sample({
    clock: [opened, sample({ clock: $lang.updates, filter: $isOpen })],
    source: { parentId: $parentId, token: $token },
    fn: ({ parentId, token }) => ({
      PARENTID: parentId,
      access: resolveInterfaceAccess({ requested: config.access ?? 'auto', id: parentId, signedIn: Boolean(token), automatic: true }),
    }),
    target: loadFx,
  });
  $buttons.on(loadFx.doneData, (_, buttons) => buttons.filter((button) => button.GRANTED));
  const buttonPressed = sample({
    clock: pressed,
    source: $buttons,
    filter: (buttons, id) => buttons.some((button) => button.ID === id),
    fn: (buttons, id) => buttons.find((button) => button.ID === id) as ButtonDescriptor,
  });
  return { opened, closed, pressed, buttonPressed, $buttons, $loading: loadFx.pending, loadFx };
}

export interface InterfaceGridModel {
  opened: EventCallable<{ parentId?: number | string }>;
  closed: EventCallable<void>;
  /** The granted columns, in the server's order. */
  $columns: Store<GridColumn[]>;
  $loading: Store<boolean>;
  $failed: Store<boolean>;
  /** The grid's filter fields (get-filter-list) as a form of their own, when asked for. */
  filters: FormModel | null;
  loadFx: Effect<{ PARENTID: number | string; access: 'public' | 'authorized' }, GridColumn[], ApiError>;
  loadFiltersFx: Effect<{ PARENTID: number | string }, unknown[], ApiError>;
}

export function createInterfaceGrid(config: { name: string; parentId: number | string; access?: AccessRequest; withFilters?: boolean }): InterfaceGridModel {
  const opened = createEvent<{ parentId?: number | string }>({ name: `${config.name}.opened` });
  const closed = createEvent({ name: `${config.name}.closed` });
  const $parentId = createStore<number | string>(config.parentId, { serialize: 'ignore' }).on(opened, (current, { parentId }) => parentId ?? current);
  const $isOpen = createStore(false).on(opened, () => true).reset(closed);
  const $columns = createStore<GridColumn[]>([]).reset(closed);

  const callFx = attach({ effect: fetchGridFx });
  const loadFx = createEffect<{ PARENTID: number | string; access: 'public' | 'authorized' }, GridColumn[], ApiError>(async (params) => (await callFx(params)).result);
  const filtersCallFx = attach({ effect: fetchFilterListFx });
  const loadFiltersFx = createEffect<{ PARENTID: number | string }, unknown[], ApiError>(async (params) => (await filtersCallFx(params)).result ?? []);
  const $failed = createStore(false).on(loadFx.fail, (_, { error }) => error.kind !== 'cancelled').reset(loadFx, closed);

  const load = sample({
    clock: [opened, sample({ clock: $lang.updates, filter: $isOpen })],
    source: { parentId: $parentId, token: $token },
    fn: ({ parentId, token }) => ({
      PARENTID: parentId,
      access: resolveInterfaceAccess({ requested: config.access ?? 'auto', id: parentId, signedIn: Boolean(token), automatic: true }),
    }),
  });
  sample({ clock: load, target: loadFx });
  $columns.on(loadFx.doneData, (_, columns) => columns.filter((column) => column.GRANTED));

  let filters: FormModel | null = null;
  if (config.withFilters) {
    filters = createFormModel({ name: `${config.name}-filters`, source: { kind: 'static' } });
    sample({ clock: load, filter: ({ access }) => access === 'authorized', fn: ({ PARENTID }) => ({ PARENTID }), target: loadFiltersFx });
    sample({ clock: loadFiltersFx.doneData, target: filters.descriptorsReceived });
    sample({ clock: closed, target: filters.closed });
  }
  return { opened, closed, $columns, $loading: loadFx.pending, $failed, filters, loadFx, loadFiltersFx };
}
