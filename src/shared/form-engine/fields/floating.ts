import type { FieldView } from '../factory/types';
import { isLabelRaised } from '../rules/layout';
import classes from './field.module.css';

type WrapperPart = 'label' | 'input' | 'description' | 'error';
/** The help text and the error go under the input: the label floats inside it. */
const ORDER: WrapperPart[] = ['label', 'input', 'description', 'error'];

/**
 * The props every floating-label input shares: id and name, label (raised when focused or filled), required
 * mark, disabled state, help text (descriptor `message`) and error text.
 */
export function floatingProps(view: FieldView, options: { error: string | undefined; textarea?: boolean; hasPrefix?: boolean; pills?: boolean }) {
  const raised = isLabelRaised({ focused: view.focused, value: view.value, hasPrefix: options.hasPrefix });
  const inputClass = [classes.input, options.textarea ? classes.textarea : '', options.pills ? classes.pills : ''].filter(Boolean).join(' ');
  return {
    raised,
    props: {
      id: view.id,
      name: view.name,
      label: view.label,
      required: view.required,
      disabled: view.disabled,
      description: view.message ?? undefined,
      error: options.error,
      inputWrapperOrder: ORDER,
      classNames: { root: classes.root, label: classes.label, input: inputClass, description: classes.description },
      labelProps: { 'data-floating': raised || undefined },
    },
  };
}

export { classes as fieldClasses };
