import { useUnit } from 'effector-react';
import { startTransition, Suspense, useEffect, useState } from 'react';
import { lazyRetrying } from '@/shared/lib';
import type { Calculator } from '../model/calculators';
import { CalculatorFormSkeleton } from './calculator-form-skeleton';

/** Whether the fields' code has loaded (a later panel renders them at once). */
let fieldsLoaded = false;
const CalculatorFields = lazyRetrying(() => import('./calculator-fields'));

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
  const [painted, setPainted] = useState(fieldsLoaded);

  useEffect(() => {
    if (!ready || painted) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let left = false;
    // The next frame has painted the answer's text: only then the fields' code, and the fields once it is here (they
    // render at once then: no Suspense hand-over, which React holds back up to 300 ms; docs/decisions/suspense-throttle.md).
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() =>
        void CalculatorFields.preload().then(() => {
          fieldsLoaded = true;
          if (!left) startTransition(() => setPainted(true));
        }),
      );
    });
    return () => {
      left = true;
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
