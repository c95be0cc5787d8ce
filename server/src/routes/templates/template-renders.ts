// The handlebars rule's check: the template compiles and renders with empty data (forms spec §5).
import Handlebars from 'handlebars';

/** Whether `template` compiles and renders with empty data (unknown helpers and partials fail it). */
export function templateRenders(template: string): boolean {
  try {
    Handlebars.compile(template)({});
    return true;
  } catch {
    return false;
  }
}
