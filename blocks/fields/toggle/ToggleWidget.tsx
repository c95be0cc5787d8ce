import { booleanWidget } from '../checkbox/CheckboxWidget.tsx';

/** The toggle field: a yes/no switch. */
export const ToggleWidget = booleanWidget('switch');
