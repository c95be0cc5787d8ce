import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type Form from '@rjsf/core';
import { deepEquals } from '@rjsf/utils';
import { blocksSaving, submitValues, validateForm, type CompiledForm, type FormFieldSet } from '@tessera/schemas';
import { changeLines, type ChangeLine } from './change-list.ts';
import { changedValues } from './changed-values.ts';
import { compileForRender } from './compile-for-render.ts';
import { ConfirmChangesDialog } from './ConfirmChangesDialog.tsx';
import type { FieldSources } from '../fields/field-sources.ts';
import type { HeldInputs } from '../fields/form-context.ts';
import { FieldForm } from './FieldForm.tsx';
import { createInFlightCounter, InFlightContext } from '../fields/in-flight.ts';
import { FieldPrivacyContext, isPrivacyHash, type DataPrivacy, type FieldPrivacy } from '../fields/privacy/field-privacy.ts';
import type { FormValues } from './field-rules-validator.ts';
import { formProgress } from './form-progress.ts';
import { createFormSaver } from './form-saver.ts';
import { useFormTexts } from './form-texts.ts';
import { useDelayed } from './use-delayed.ts';
import { useHashScroll } from './use-hash-scroll.ts';
import './form-screen.css';

/** The basic form block's options (forms spec §3), shared by every block built on the form screen. */
export interface FormScreenOptions {
  /** Always in edit mode: no edit toggle. */
  alwaysEdit?: boolean;
  /** Asks the member to confirm the changed values before saving. */
  showConfirmationDialogue?: boolean;
  /** Saves 2 s after the last change, keeping the form open. */
  autosave?: boolean;
  /** No edit toggle, Cancel or Save all (an always-open autosaving form). */
  hideControls?: boolean;
  /** Leaves out the fields' privacy buttons. */
  hidePrivacyControls?: boolean;
  /** Sends every field on save, not only the changed ones. */
  skipDirtyCheck?: boolean;
  /** Saves once; later saves are refused. */
  submitOnce?: boolean;
}

export interface FormScreenProps extends FormFieldSet, FormScreenOptions {
  /** The stored values, by data key. */
  values?: FormValues;
  /** Whether the member may change the values: without it the form only shows them. */
  editable: boolean;
  /** Sends the changed values (all of them with skipDirtyCheck); rejects with the server's message. */
  onSave(changes: FormValues): Promise<void>;
  /** Tells the member a save went through or failed (the shell's notices). */
  notify(notice: { colour: 'positive' | 'negative'; message: string }): void;
  /** Shows how much of the form is filled in (forms spec §4, "Progress"). @default false */
  showProgress?: boolean;
  /** The height of the page's fixed header, which a field scrolled to must clear. @default none */
  headerHeight?(): number;
  /** What the form's pickers and structure selector search. @default none (they say so) */
  sources?: FieldSources;
  /** The member's privacy choices, when the form shows their own profile: its profile fields get a privacy button. @default none */
  privacy?: DataPrivacy;
}

const NO_HEADER = () => 0;
/** In place of the form's own Save button: the screen's actions sit under the form. */
const NO_ACTIONS = <></>;
/** Whether the values break a rule whose errors stop a save (disallowSubmit not false, forms spec §4). */
const hasErrorsIn = (form: CompiledForm | null) => (values: FormValues) => form !== null && validateForm(form, values).some(blocksSaving);

/**
 * The generic form screen (forms spec §2, §4): the values shown, an edit toggle when they may be
 * changed, Cancel and Save all while editing, an optional confirmation listing the changed values,
 * autosave, progress, and scrolling to the field the URL's hash names. A save validates, asks for
 * confirmation when told to, and sends only the changed values unless told to send all.
 */
export function FormScreen(props: FormScreenProps) {
  const { fields, library, values, editable, onSave, notify, showProgress = false, headerHeight = NO_HEADER, sources, privacy } = props;
  const { alwaysEdit = false, showConfirmationDialogue = false, autosave = false, hideControls = false, hidePrivacyControls = false, skipDirtyCheck = false, submitOnce = false } = props;
  const { t } = useTranslation();
  const compiled = useMemo(() => compileForRender({ fields, library }), [fields, library]);
  const form = 'form' in compiled ? compiled.form : null;

  // `shown` is what the form (re)opens with; `saved` is what the server holds now, the base of the
  // changed set. A save moves `saved` only, so an autosave never resets what is being typed.
  const [given, setGiven] = useState(values);
  const [shown, setShown] = useState<FormValues>(values ?? {});
  const [saved, setSaved] = useState<FormValues>(values ?? {});
  const [typed, setTyped] = useState<FormValues>(() => ({ ...form?.defaults, ...values }));
  if (given !== values && !deepEquals(given, values)) {
    setGiven(values);
    setShown(values ?? {});
    setSaved(values ?? {});
    setTyped({ ...form?.defaults, ...values });
  }
  const [openCount, setOpenCount] = useState(0); // a new key reopens the form at `shown` (Cancel)
  const [toggled, setToggled] = useState(false);
  const editing = editable && (alwaysEdit || toggled);
  const [confirming, setConfirming] = useState<ChangeLine[] | null>(null);
  const [status, setStatus] = useState('');
  const answer = useRef<((agreed: boolean) => void) | null>(null);
  const pending = useRef<((saved: boolean) => void) | null>(null);
  const formRef = useRef<Form<FormValues>>(null);
  const [heldInputs] = useState<HeldInputs>(() => new Set());
  const container = useRef<HTMLDivElement>(null);
  const [inFlight] = useState(createInFlightCounter);
  const [privacyFirst] = useState(() => isPrivacyHash(window.location.hash)); // #privacy: its buttons first in the tab order
  const fieldPrivacy = useMemo<FieldPrivacy | null>(
    () => (privacy && !hidePrivacyControls ? { ...privacy, tabFirst: privacyFirst } : null),
    [privacy, hidePrivacyControls, privacyFirst],
  );

  const hasErrors = useDelayed(typed, 50, useMemo(() => hasErrorsIn(form), [form]));
  const progress = useDelayed(typed, 500, useCallback((current: FormValues) => (form && showProgress ? formProgress(form.fields, current) : null), [form, showProgress]));
  const savedSubmit = useMemo(() => (form ? submitValues(form, { ...form.defaults, ...saved }) : {}), [form, saved]);

  const saver = useMemo(
    () => createFormSaver({
      autosave,
      submitOnce,
      fieldsInFlight: () => inFlight.busy,
      run: async () => {
        // Input typed in the last moments goes to the form first, and is in its values by the next task.
        for (const handOver of [...heldInputs]) handOver();
        await new Promise((resolve) => setTimeout(resolve, 0));
        return new Promise<boolean>((settle) => {
          if (!formRef.current) return settle(false);
          pending.current = settle;
          formRef.current.submit();
        });
      },
    }),
    [autosave, submitOnce, inFlight, heldInputs],
  );
  useEffect(() => () => saver.dispose(), [saver]);
  useHashScroll(container, useFormTexts() && form !== null, headerHeight);

  const settle = useCallback((outcome: boolean) => {
    pending.current?.(outcome);
    pending.current = null;
  }, []);
  const confirm = (lines: ChangeLine[]) => new Promise<boolean>((resolve) => {
    answer.current = resolve;
    setConfirming(lines);
  });

  async function save(submitted: FormValues) {
    if (!form) return settle(false);
    const changes = changedValues(savedSubmit, submitted, skipDirtyCheck);
    // An autosave asks nobody: a dialog 2 s after each pause in typing would stand in the way.
    if (showConfirmationDialogue && !autosave) {
      const words = { yes: t('form.yes'), no: t('form.no'), empty: t('form.empty') };
      if (!(await confirm(changeLines(form, changes, words)))) return settle(false);
    }
    try {
      if (Object.keys(changes).length > 0) await onSave(changes);
      setSaved((before) => ({ ...before, ...changes }));
      if (autosave) setStatus(t('form.saving.success'));
      else {
        if (Object.keys(changes).length > 0) notify({ colour: 'positive', message: t('form.saving.success') });
        setShown((before) => ({ ...before, ...changes }));
        if (!alwaysEdit) setToggled(false);
      }
      settle(true);
    } catch (error) {
      notify({ colour: 'negative', message: error instanceof Error && error.message ? error.message : t('form.saving.failed') });
      settle(false);
    }
  }

  // The form's callbacks keep their identity across renders (so the memoised form of every field
  // does not re-render with this screen) and call the latest closures.
  const latest = useRef({ save, saver, form, typed });
  latest.current = { save, saver, form, typed };
  const onSubmit = useCallback((submitted: FormValues) => latest.current.save(submitted), []);
  // rjsf stops at every error it shows; errors of rules with disallowSubmit false show but let the save go on.
  const onInvalid = useCallback(() => {
    const { form: current, typed: values, save: go } = latest.current;
    if (current && !validateForm(current, values).some(blocksSaving)) void go(submitValues(current, values));
    else settle(false);
  }, [settle]);
  const onValuesChange = useCallback((next: FormValues) => {
    setTyped(next);
    setStatus('');
    latest.current.saver.changed();
  }, []);
  const cancel = () => {
    setShown((before) => ({ ...before, ...saved }));
    setTyped({ ...form?.defaults, ...shown, ...saved });
    setOpenCount((count) => count + 1);
    setToggled(false);
  };
  // Enter in a one-line control saves (forms spec §4), as Save all does. Either way the save checks
  // every rule first and stops at an error, shown in place; Save all also looks switched off while
  // the latest check (50 ms after a change) found one.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (event.key !== 'Enter' || !editing || target.tagName !== 'INPUT' || ['checkbox', 'radio'].includes((target as HTMLInputElement).type)) return;
    event.preventDefault();
    void saver.save();
  };
  const saveDisabled = hasErrors || (submitOnce && saver.done);

  return (
    <div ref={container} className={`form-screen${editing ? ' form-screen--editing' : ' form-screen--display'}`} onKeyDown={onKeyDown}>
      {progress && progress.total > 0 && (
        <div className="form-screen__progress">
          <progress max={100} value={progress.percent} aria-label={t('form.progressLabel')} />
          <span>{t('form.progress', { percent: progress.percent })}</span>
        </div>
      )}
      <InFlightContext value={inFlight}>
        <FieldPrivacyContext value={fieldPrivacy}>
          <FieldForm
            key={openCount}
            fields={fields}
            library={library}
            values={shown}
            sources={sources}
            disabled={!editing}
            formRef={formRef}
            heldInputs={heldInputs}
            className="form-screen__form"
            onValuesChange={onValuesChange}
            onInvalid={onInvalid}
            onSubmit={onSubmit}
          >
            {NO_ACTIONS}
          </FieldForm>
        </FieldPrivacyContext>
      </InFlightContext>
      {!hideControls && (
        <div className="field-form__actions form-screen__actions">
          {editing && autosave && <p role="status" className="form-screen__status">{status}</p>}
          {!editing && editable && (
            <button type="button" className="t-button t-button--secondary" onClick={() => setToggled(true)}>{t('form.edit')}</button>
          )}
          {editing && !alwaysEdit && <button type="button" className="t-button t-button--secondary" onClick={cancel}>{t('form.cancel')}</button>}
          {editing && (
            <button type="button" className="t-button" aria-disabled={saveDisabled} onClick={() => void saver.save()}>
              {t('form.saveAll')}
            </button>
          )}
        </div>
      )}
      {hideControls && editing && autosave && <p role="status" className="form-screen__status">{status}</p>}
      <ConfirmChangesDialog
        lines={confirming}
        onAnswer={(agreed) => {
          setConfirming(null);
          answer.current?.(agreed);
          answer.current = null;
        }}
      />
    </div>
  );
}
