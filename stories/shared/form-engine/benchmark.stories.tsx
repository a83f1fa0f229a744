import { Button, Grid, Stack, Text, TextInput } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useRef, useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import type { FieldDescriptorInput, FieldType } from '@/shared/api';
import { createFormModel, DynamicForm } from '@/shared/form-engine';

/**
 * The form engine's render benchmark (issue 4): 60 fields of the common types on the 24-column grid, rendered
 * from their descriptors. "Render" hands the descriptors to a fresh form and records the time until all 60
 * fields are in the document (`data-render-ms`); `npm run bench:form` clicks it and reports the median.
 * Not a visual story (`no-visual`).
 */
const benchForm = createFormModel({ name: 'bench', source: { kind: 'static' } });

const TYPES: FieldType[] = ['str', 'int', 'float', 'date', 'phone', 'bool', 'radio', 'search', 'text', 'time'];
const OPTIONS = Array.from({ length: 8 }, (_, index) => ({ NUMID: index + 1, NAME_A: `Option ${index + 1}` }));

/** 60 descriptors cycling through `types` (all the common ones by default). */
const sixtyFields = (types: FieldType[]): FieldDescriptorInput[] =>
  Array.from({ length: 60 }, (_, index) => {
    const TYPE = types[index % types.length] as FieldType;
    return {
      ID: 1000 + index,
      FIELD_NAME: `F${index}`,
      TEXT: `Field ${index + 1} (${TYPE})`,
      TYPE,
      ...(TYPE === 'float' ? { SUBTYPE: 2 } : {}),
      ...(TYPE === 'radio' || TYPE === 'search' ? { DICTIONVALUES: OPTIONS } : {}),
      required: index % 3 === 0 ? 1 : 0,
      col: { xs: 24, lg: 8 },
    } as FieldDescriptorInput;
  });

/** For comparison (`baseline: true`): 60 bare Mantine text inputs on the same grid, mounted when the form fills. */
function Baseline() {
  const visible = useUnit(benchForm.$visibleNames);
  return (
    <Grid columns={24} gap="md">
      {visible.map((name) => (
        <Grid.Col key={name} span={{ base: 24, lg: 8 }} data-field={name}>
          <TextInput label={name} />
        </Grid.Col>
      ))}
    </Grid>
  );
}

function RenderBenchmark({ types = '', baseline = false }: { types?: string; baseline?: boolean }) {
  const fields = sixtyFields(types ? (types.split(',') as FieldType[]) : TYPES);
  const [received, closed] = useUnit([benchForm.descriptorsReceived, benchForm.closed]);
  const [ms, setMs] = useState<number | null>(null);
  const host = useRef<HTMLDivElement>(null);

  const measure = () => {
    const root = host.current;
    if (!root) return;
    const start = performance.now();
    const observer = new MutationObserver(() => {
      if (root.querySelectorAll('[data-field]').length < fields.length) return;
      observer.disconnect();
      setMs(performance.now() - start);
    });
    observer.observe(root, { childList: true, subtree: true });
    received(fields);
  };

  // A fresh render each time: empty the form, wait until its fields are gone, then hand the descriptors over.
  const run = () => {
    closed();
    setMs(null);
    const waitEmpty = () => {
      if (host.current?.querySelector('[data-field]')) requestAnimationFrame(waitEmpty);
      else setTimeout(measure, 50);
    };
    requestAnimationFrame(waitEmpty);
  };

  return (
    <Stack>
      <Button onClick={run} w="fit-content" data-testid="bench-render">
        Render 60 fields
      </Button>
      <Text data-testid="bench-result" data-render-ms={ms ?? undefined}>
        {ms === null ? '…' : `${ms.toFixed(1)} ms`}
      </Text>
      <div ref={host}>
        {baseline ? <Baseline /> : <DynamicForm model={benchForm} submitLabel={null} />}
      </div>
    </Stack>
  );
}

const meta = {
  title: 'shared/form-engine/Benchmark',
  component: RenderBenchmark,
  tags: ['no-visual'],
  args: { types: '', baseline: false },
  argTypes: { types: { control: 'text' }, baseline: { control: 'boolean' } },
} satisfies Meta<typeof RenderBenchmark>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SixtyFields: Story = {};
