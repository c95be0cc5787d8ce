import type { ObjectFieldTemplateProps } from '@rjsf/utils';

/** The form's fields, or a group's under its legend. */
export function ObjectFieldTemplate({ properties, title, fieldPathId, uiSchema }: ObjectFieldTemplateProps) {
  const content = properties.filter((property) => !property.hidden).map((property) => property.content);
  const isRoot = fieldPathId.path.length === 0;
  if (isRoot) return <div className="field-list">{content}</div>;
  return (
    <fieldset id={fieldPathId.$id} className="field-group">
      <legend className="field-label">{String(uiSchema?.['ui:title'] ?? title ?? '')}</legend>
      {content}
    </fieldset>
  );
}
