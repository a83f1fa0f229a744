import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { FieldDescriptorInput, FieldType } from '@/shared/api';
import { createFormModel, FormField, FormScope } from '@/shared/form-engine';
import { toServerLang, type Lang, type ServerLang } from '@/shared/i18n';
import { fire, perLang, type EffectHandler, type EffectorParameter, type Launch } from '../../support/scope';
import { L } from '../../support/text';

/**
 * Field galleries: one field type in its states side by side (empty, filled, focused, error, disabled, loading),
 * all in one static form model whose state each story builds through the model's own events.
 */
export const galleryForm = createFormModel({ name: 'story-gallery', source: { kind: 'static' } });

export type GalleryState = 'empty' | 'filled' | 'focused' | 'error' | 'disabled' | 'loading';

const STATE_NAMES: Record<GalleryState, Record<Lang, string>> = {
  empty: { hy: 'Դատարկ', en: 'Empty', ru: 'Пустое' },
  filled: { hy: 'Լրացված', en: 'Filled', ru: 'Заполненное' },
  focused: { hy: 'Ֆոկուսում', en: 'Focused', ru: 'В фокусе' },
  error: { hy: 'Սխալով', en: 'With an error', ru: 'С ошибкой' },
  disabled: { hy: 'Անհասանելի', en: 'Disabled', ru: 'Недоступно' },
  loading: { hy: 'Բեռնվում է', en: 'Loading', ru: 'Загрузка' },
};

export interface GallerySpec {
  /** The descriptor in the request language (labels, options…). */
  field: (lang: ServerLang) => Partial<FieldDescriptorInput> & { TYPE: FieldType };
  states: GalleryState[];
  /** The value of the filled, focused and disabled cases, as the server would send it. */
  filled?: (lang: ServerLang) => unknown;
  /** Typed into the error case before it is left (a client error); without it the case is required and empty. */
  errorInput?: unknown;
  /** Units fired after the gallery is built (files chosen, a promo code checked…). */
  launch?: (lang: ServerLang) => Launch[];
  handlers?: EffectHandler[];
}

const fieldName = (state: GalleryState) => state.toUpperCase();

export function galleryParameters(spec: GallerySpec): EffectorParameter {
  return perLang(({ lang }) => {
    const server = toServerLang(lang);
    const base = spec.field(server);
    const list = spec.states.map((state, index): FieldDescriptorInput => ({
      ...base,
      ID: 100 + index,
      FIELD_NAME: fieldName(state),
      col: { xs: 24, lg: 24 },
      ...(state === 'error' ? { required: 1 } : {}),
      ...(state === 'disabled' ? { editable: 0 } : {}),
      // The options of this case come from an API whose answer never arrives (the preview stubs every request).
      ...(state === 'loading' && (base.API || (base.DICTIONVALUES ?? []).length > 0) ? { API: '/story/options/', DICTIONVALUES: [] } : {}),
    }) as FieldDescriptorInput);
    const filled = spec.filled?.(server);
    const patch: Record<string, unknown> = {};
    if (filled !== undefined) {
      for (const state of ['filled', 'focused', 'disabled'] as const) if (spec.states.includes(state)) patch[fieldName(state)] = filled;
    }
    const launch: Launch[] = [fire(galleryForm.descriptorsReceived, list), fire(galleryForm.valuesPatched, patch)];
    if (spec.states.includes('error')) {
      if (spec.errorInput !== undefined) launch.push(fire(galleryForm.fieldChanged, { name: 'ERROR', value: spec.errorInput }));
      launch.push(fire(galleryForm.fieldBlurred, 'ERROR'));
    }
    if (spec.states.includes('focused')) launch.push(fire(galleryForm.fieldFocused, 'FOCUSED'));
    return { launch: [...launch, ...(spec.launch?.(server) ?? [])], handlers: spec.handlers };
  });
}

/** The cases of a gallery, each under its state's name. */
export function Gallery({ states }: { states: GalleryState[] }) {
  return (
    <FormScope model={galleryForm}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="lg" maw={900}>
        {states.map((state) => (
          <Stack key={state} gap={6}>
            <Text size="xs" fw={700} c="gray.7" tt="uppercase">
              <L {...STATE_NAMES[state]} />
            </Text>
            <div data-field={fieldName(state)}>
              <FormField model={galleryForm} name={fieldName(state)} />
            </div>
          </Stack>
        ))}
      </SimpleGrid>
    </FormScope>
  );
}

/** A text in the request language. */
export const t3 = (lang: ServerLang, am: string, en: string, ru: string) => ({ am, en, ru })[lang];
