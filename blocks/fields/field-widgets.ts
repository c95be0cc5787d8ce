// Every field type's component, by the `ui:widget` or `ui:field` name the form compiler gives it
// (@tessera/schemas compileForm). A new field type is a folder here and a line below.
import type { RegistryFieldsType, RegistryWidgetsType } from '@rjsf/utils';
import { CheckboxWidget } from './checkbox/CheckboxWidget.tsx';
import { CheckboxesWidget } from './choice/CheckboxesWidget.tsx';
import { OptionsWidget } from './choice/OptionsWidget.tsx';
import { RadioWidget } from './choice/RadioWidget.tsx';
import { ConditionalField } from './conditional/ConditionalField.tsx';
import { CsvWidget } from './csv/CsvWidget.tsx';
import { HeadingField, ParagraphField } from './display/DisplayField.tsx';
import { GeoLocationField } from './geo-location/GeoLocationField.tsx';
import { FilesWidget } from './files/FilesWidget.tsx';
import { ImageUploaderWidget } from './imageUploader/ImageUploaderWidget.tsx';
import { inputWidget } from './input/InputWidget.tsx';
import { NumberField } from './number/NumberField.tsx';
import { ObjectField } from './object/ObjectField.tsx';
import { pickerWidget } from './pickers/PickerWidget.tsx';
import { RepeaterField } from './repeater/RepeaterField.tsx';
import { StructureSelectorField } from './structure-selector/StructureSelectorField.tsx';
import { TextareaWidget } from './textarea/TextareaWidget.tsx';
import { ToggleWidget } from './toggle/ToggleWidget.tsx';

/** Widgets: the controls of fields that hold a value. */
export const fieldWidgets = {
  text: inputWidget('text'),
  email: inputWidget('email'),
  number: inputWidget('number'),
  year: inputWidget('year'),
  date: inputWidget('date'),
  textarea: TextareaWidget,
  radio: RadioWidget,
  options: OptionsWidget,
  checkbox: CheckboxWidget,
  checkboxes: CheckboxesWidget,
  toggle: ToggleWidget,
  csv: CsvWidget,
  memberPicker: pickerWidget('members'),
  listPicker: pickerWidget('lists'),
  entityPicker: pickerWidget('entities'),
  files: FilesWidget,
  imageUploader: ImageUploaderWidget,
} satisfies RegistryWidgetsType;

/** Fields: types that render more than one control (a repeater's rows, a place's parts), none (a heading), or edit an object value. */
export const fieldComponents = {
  heading: HeadingField,
  paragraph: ParagraphField,
  repeater: RepeaterField,
  conditional: ConditionalField,
  geoLocation: GeoLocationField,
  structureSelector: StructureSelectorField,
  // rjsf's own fields for number and integer schemas and for objects, replaced (see NumberField, ObjectField).
  NumberField,
  ObjectField,
} satisfies RegistryFieldsType;

/** Widgets that label themselves (a legend over choices, a label beside a box): the field shows no label above them. */
export const SELF_LABELLED: ReadonlySet<string> = new Set(['radio', 'checkbox', 'checkboxes', 'toggle']);

/** Whether a `ui:widget` or `ui:field` name has a component in this release. */
export const hasFieldComponent = (name: string) => Object.hasOwn(fieldWidgets, name) || Object.hasOwn(fieldComponents, name);
