/**
 * `useGate(Gate)` without props opens the gate with `{}` (effector-react): tests of gates typed `void`
 * open them with this value, as the page does (an `undefined` state would be skipped by effector).
 */
export const NO_PROPS = {} as unknown as void;
