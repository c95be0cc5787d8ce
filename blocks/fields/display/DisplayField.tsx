import { getUiOptions, type FieldProps } from '@rjsf/utils';

/** A field that shows text and stores nothing: a heading (`h3`) or a paragraph. */
export function displayField(element: 'h3' | 'p') {
  function DisplayField({ uiSchema }: FieldProps) {
    const { text } = getUiOptions(uiSchema);
    const Element = element;
    return <Element className={`field-${element === 'h3' ? 'heading' : 'paragraph'}`}>{String(text ?? '')}</Element>;
  }
  DisplayField.displayName = element === 'h3' ? 'HeadingField' : 'ParagraphField';
  return DisplayField;
}

export const HeadingField = displayField('h3');
export const ParagraphField = displayField('p');
