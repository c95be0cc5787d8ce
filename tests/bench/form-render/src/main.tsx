// The form benchmark's page: the form screen (always in edit mode) with 200 fields of mixed types,
// timed from createRoot().render to two frames after every field is in the DOM; then 40
// keystrokes into a text field, each timed from the input event to its re-render committed plus
// one validation of the whole form (what the form's error check runs after a change); and the
// form's update when the field hands the typed text over (after a pause, or on leaving it).
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { compileForm, validateForm, type Field } from '@tessera/schemas';
import { FormScreen } from '../../../../blocks/forms/FormScreen.tsx';
import { i18n } from '../../../../runtime/src/i18n/i18n.ts';
import '../../../../runtime/src/styles/index.css';
import { observeLcp, publish, timeRender } from '../../in-page/render-timing.tsx';

const FIELDS = 200;
const KEYSTROKES = 40;
const choices = [{ value: 'a', label: 'Alpha' }, { value: 'b', label: 'Beta' }, { value: 'c', label: 'Gamma' }];
// Ten kinds in turn, with the rules such forms carry.
const KINDS: Array<(id: number) => Field> = [
  (id) => ({ id, key: `text${id}`, name: `Text ${id}`, type: 'text', validation: { required: true, max: 256 } }),
  (id) => ({ id, key: `email${id}`, name: `Email ${id}`, type: 'email' }),
  (id) => ({ id, key: `number${id}`, name: `Number ${id}`, type: 'number', validation: { between: { min: 0, max: 1000 } } }),
  (id) => ({ id, key: `textarea${id}`, name: `Notes ${id}`, type: 'textarea', validation: { max: 1000 } }),
  (id) => ({ id, key: `checkbox${id}`, name: `Checkboxes ${id}`, type: 'checkbox', options: choices, validation: { max_custom: 2 } }),
  (id) => ({ id, key: `radio${id}`, name: `Radio ${id}`, type: 'radio', options: choices }),
  (id) => ({ id, key: `options${id}`, name: `Options ${id}`, type: 'options', options: choices }),
  (id) => ({ id, key: `toggle${id}`, name: `Toggle ${id}`, type: 'toggle' }),
  (id) => ({ id, key: `date${id}`, name: `Date ${id}`, type: 'date' }),
  (id) => ({ id, key: `heading${id}`, name: `Section ${id}`, type: 'heading' }),
];
const fields = Array.from({ length: FIELDS }, (_, i) => KINDS[i % KINDS.length]!(i + 1));
const values = Object.fromEntries(fields.filter((f) => f.type === 'text').map((f) => [f.key!, 'Ada']));
const compiled = compileForm({ fields });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const lcp = observeLcp();
const timing = await timeRender(
  root,
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <FormScreen fields={fields} values={values} editable alwaysEdit onSave={async () => {}} notify={() => {}} />
    </I18nextProvider>
  </StrictMode>,
  () => root.querySelectorAll('[data-field-type]').length >= FIELDS,
);

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
const input = root.querySelector<HTMLInputElement>('input[type="text"]')!;
const keystrokes: number[] = [];
for (let i = 0; i < KEYSTROKES; i++) {
  await frame();
  await pause(60); // past the form's 50 ms error check of the keystroke before
  const t0 = performance.now();
  setValue.call(input, `${input.value}${i % 2 ? 'a' : 'd'}`);
  input.dispatchEvent(new Event('input', { bubbles: true })); // React renders a discrete event's update before returning
  validateForm(compiled, { ...values, [input.name.replace(/^.*_/, '')]: input.value });
  keystrokes.push(performance.now() - t0);
}
keystrokes.sort((a, b) => a - b);
const keystrokeMedianMs = keystrokes[Math.floor(KEYSTROKES / 2)]!;

// A field hands what was typed to the form 250 ms after the typing pauses, or when the member
// leaves it: then the form takes the change (its fields re-render where their props changed).
// Timed from a focusout (React's blur) to the next task, by when that update has committed.
const HAND_OVERS = 10;
const handOvers: number[] = [];
for (let i = 0; i < HAND_OVERS; i++) {
  await frame();
  await pause(60);
  setValue.call(input, `${input.value}e`);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  await frame();
  const t0 = performance.now();
  input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  await pause(0); // React renders a blur's update in a microtask, before this task
  handOvers.push(performance.now() - t0);
}
handOvers.sort((a, b) => a - b);
const handOverMedianMs = handOvers[Math.floor(HAND_OVERS / 2)]!;
await publish({ fields: FIELDS, ...timing, keystrokeMedianMs, keystrokeMaxMs: keystrokes.at(-1), handOverMedianMs, typed: input.value.length }, lcp);
