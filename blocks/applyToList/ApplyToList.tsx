import { useEffect, useId, useRef, useState } from 'react';
import type Form from '@rjsf/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mayTransition, NO_REQUEST, type Application, type FormFieldSet } from '@tessera/schemas';
import type { HeldInputs } from '../fields/form-context.ts';
import { FieldForm } from '../forms/FieldForm.tsx';
import type { FormValues } from '../forms/field-rules-validator.ts';
import { useFormHost } from '../forms/form-host.ts';
import { useFormTexts } from '../forms/form-texts.ts';
import { useTextSet } from '../i18n/use-text-set.ts';
import type { BlockComponentProps } from '../renderer/block-component.ts';
import { useApplyHost } from './apply-host.ts';
import { applyTexts } from './apply-texts.ts';
import type { ApplyToListOptions } from './definition.ts';
import './ApplyToList.css';

type Submit = (data?: Record<string, unknown>) => Promise<void>;

/** The application form (form engine) with its Apply button, or the button alone for an application without fields. */
function ApplicationForm({ application, busy, onApply }: { application: Application; busy: boolean; onApply: Submit }) {
  const { t } = useTranslation();
  const formHost = useFormHost();
  const textsReady = useFormTexts();
  const [fieldSet, setFieldSet] = useState<FormFieldSet | null>(null);
  const formRef = useRef<Form<FormValues>>(null);
  const [heldInputs] = useState<HeldInputs>(() => new Set());
  const hasFields = application.fieldIds.length > 0;
  useEffect(() => {
    if (!hasFields || !formHost) return;
    let current = true;
    formHost.loadFields(application.fieldIds).then((set) => current && setFieldSet(set), () => current && setFieldSet({ fields: [] }));
    return () => {
      current = false;
    };
  }, [formHost, hasFields, application.fieldIds]);

  if (!hasFields) {
    return <button type="button" className="t-button" disabled={busy} onClick={() => void onApply()}>{t('blocks.applyToList.apply')}</button>;
  }
  if (!fieldSet || !textsReady) return null;
  // As the form screen saves: input a field still holds goes to the form first, then the form checks and submits.
  const submit = async () => {
    for (const handOver of [...heldInputs]) handOver();
    await new Promise((resolve) => setTimeout(resolve, 0));
    formRef.current?.submit();
  };
  return (
    <FieldForm {...fieldSet} onSubmit={(values) => onApply(values)} disabled={busy} sources={formHost?.sources} formRef={formRef} heldInputs={heldInputs}>
      <div className="field-form__actions">
        {/* Focus stays in the field until the click: leaving it first would clear its error and move this button from under the pointer. */}
        <button type="button" className="t-button" disabled={busy} onMouseDown={(event) => event.preventDefault()} onClick={() => void submit()}>{t('blocks.applyToList.apply')}</button>
      </div>
    </FieldForm>
  );
}

/**
 * Lets a member apply to a list through its application: the list with its places left, the
 * application form, the member's request state, withdrawing and applying again (decision 0040).
 * An accepted member is offered the list's landing page.
 */
export default function ApplyToList({ options }: BlockComponentProps<ApplyToListOptions>) {
  const { t } = useTranslation();
  const host = useApplyHost();
  const headingId = useId();
  if (!useTextSet(applyTexts)) return null;
  if (!host) return <p className="field-unavailable">{t('blocks.applyToList.unavailable')}</p>;
  return <ApplyPanel options={options} headingId={headingId} />;
}

function ApplyPanel({ options, headingId }: { options: ApplyToListOptions; headingId: string }) {
  const { t } = useTranslation();
  const host = useApplyHost()!;
  const { application, request, failed } = host.useApplyState(options.listKey);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (failed) return <p role="alert" className="t-field-error">{t('blocks.applyToList.loadFailed')}</p>;
  if (application === undefined) return null;
  if (application === null) return <p className="field-unavailable">{t('blocks.applyToList.noApplication')}</p>;

  const state = request?.state ?? NO_REQUEST;
  const mayApply = mayTransition('member', state, 'applied');
  const mayWithdraw = mayTransition('member', state, 'withdrawn');
  const full = application.isFull && state !== 'accepted';

  const act = async (next: 'applied' | 'withdrawn', data?: Record<string, unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await host.request(application.id, next, data);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('blocks.applyToList.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="apply-to-list" aria-labelledby={headingId} data-list-key={options.listKey} data-state={state}>
      <h3 id={headingId} className="apply-to-list__title">{application.listLabel ?? application.label}</h3>
      {options.showPlaces !== false && (
        <p className={`apply-to-list__places${application.isFull ? ' apply-to-list__places--full' : ''}`}>
          {application.isFull ? t('blocks.applyToList.full')
            : application.placesLeft === null || application.placesLeft === undefined ? t('blocks.applyToList.unlimited')
              : t('blocks.applyToList.placesLeft', { places: application.placesLeft })}
        </p>
      )}
      <p className="apply-to-list__state" role="status">
        {request ? t(`blocks.applyToList.state.${request.state}`) : t('blocks.applyToList.notApplied')}
      </p>
      {request?.message && <blockquote className="apply-to-list__message">{request.message}</blockquote>}
      {state === 'accepted' && options.landingPage && (
        <Link className="apply-to-list__landing" to={`/${options.landingPage}`}>{t('blocks.applyToList.landing')}</Link>
      )}
      {error && <p role="alert" className="t-field-error">{error}</p>}
      {mayApply && !full && <ApplicationForm application={application} busy={busy} onApply={(data) => act('applied', data)} />}
      {mayApply && full && <p>{t('blocks.applyToList.fullNoApply')}</p>}
      {mayWithdraw && (
        <button type="button" className="t-button t-button--secondary" disabled={busy} onClick={() => void act('withdrawn')}>
          {state === 'accepted' ? t('blocks.applyToList.leave') : t('blocks.applyToList.withdraw')}
        </button>
      )}
    </section>
  );
}
