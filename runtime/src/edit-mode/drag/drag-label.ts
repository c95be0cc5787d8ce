// Every draggable of the editor carries its visible name in its dnd-kit data, so the screen-reader
// announcements can say what moves where without knowing what kind of thing it is.

/** The data an editor draggable passes to `useSortable({ data })`: at least its name. */
export interface LabelledDragData {
  label: string;
}

/** The name carried by a dnd-kit `active` or `over`, or '' when it carries none. */
export function dragLabel(entry: { data: { current?: Record<string, unknown> | undefined } } | null | undefined): string {
  const label = entry?.data.current?.['label'];
  return typeof label === 'string' ? label : '';
}
