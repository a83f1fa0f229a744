import { useUnit } from 'effector-react';
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { retrying } from '@/shared/lib';
import type { Calculator } from '../model/calculators';
import { CalculatorFormSkeleton } from './calculator-form-skeleton';

/** Whether the fields' code was asked for already (a later panel renders them at once). */
let fieldsRequested = false;
const CalculatorFields = lazy(() => {
  fieldsRequested = true;
  return retrying(() => import('./calculator-fields'));
});

/**
 * The tab's server-described form, with "Calculate"; its outline while the fields load.
 *
 * The fields' code (the form engine's components, Mantine's date pickers, number input and selects: ~60 KB gzip)
 * is asked for once the form's answer is in and the page has painted its heading and lead text with the outline
 * (issue 13: the lead text is the page's largest paint, and it waited for all of that code). The fields then render
 * in a transition, in slices, so the phone's main thread is not blocked for the whole form.
 */
export function CalculatorForm({ calculator }: { calculator: Calculator }) {
  const [descriptors, failed] = useUnit([calculator.form.$descriptors, calculator.form.$loadFailed]);
  const ready = descriptors.length > 0 || failed;
  const [painted, setPainted] = useState(fieldsRequested);

  useEffect(() => {
    if (!ready || painted) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The next frame has painted the answer's text: only then the fields' code.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, painted]);

  // Another outline once the answer is in: the lead text that arrived with it is drawn above, and a new element in
  // the outline's place is content appearing, not the outline moving down (a layout shift, CLS).
  if (!ready) return <CalculatorFormSkeleton key="loading" />;
  if (!painted) return <CalculatorFormSkeleton key="answered" />;
  return (
    <Suspense fallback={<CalculatorFormSkeleton />}>
      <CalculatorFields calculator={calculator} />
    </Suspense>
  );
}
