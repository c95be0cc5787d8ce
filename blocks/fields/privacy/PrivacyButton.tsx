import { useId, useState } from 'react';
import { Popover } from 'radix-ui';
import { useFieldPrivacy, type FieldPrivacyOption, type Privacy } from './field-privacy.ts';
import { useFormText } from '../form-text.ts';

const CHOICES: readonly Privacy[] = ['public', 'private'];

/** A closed padlock (private) or an open one (public). */
function LockIcon({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="1.5">
      <rect x="3" y="7" width="10" height="7" rx="1.5" />
      <path d={open ? 'M5.5 7V4.5a2.5 2.5 0 0 1 4.9-.7' : 'M5.5 7V4.5a2.5 2.5 0 0 1 5 0V7'} />
    </svg>
  );
}

/**
 * A profile field's privacy edit button (forms spec §2): it shows who reads the member's value —
 * everyone signed in, or only the member and the site's admins — and opens a choice between the
 * two, saved at once. With a #privacy hash the buttons come first in the tab order, and
 * #privacy-<key> leads to the button of that data schema key (use-hash-scroll.ts).
 */
export function PrivacyButton({ privacy, label }: { privacy: FieldPrivacyOption; label: string }) {
  const t = useFormText();
  const host = useFieldPrivacy();
  const [shown, setShown] = useState<Privacy | null>(null); // the choice being saved, shown at once
  const [problem, setProblem] = useState('');
  const titleId = useId();
  if (!host) return null;
  const current = shown ?? host.choices[privacy.key] ?? privacy.default;

  async function choose(next: Privacy) {
    if (next === current || !host) return;
    setShown(next);
    setProblem('');
    try {
      await host.set(privacy.key, next);
    } catch (error) {
      setProblem(error instanceof Error && error.message ? error.message : t('form.privacy.failed'));
    } finally {
      setShown(null);
    }
  }

  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <button
          type="button"
          data-privacy-key={privacy.key}
          className={`field-privacy field-privacy--${current}`}
          tabIndex={host.tabFirst ? 1 : undefined}
        >
          <LockIcon open={current === 'public'} />
          {/* Named by its text, not aria-label: finding the field by its label finds the field only. */}
          <span className="t-visually-hidden">{t('form.privacy.button', { label, state: t(`form.privacy.${current}`) })}</span>
          <span aria-hidden="true">{t(`form.privacy.${current}`)}</span>
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className="field-info__popup field-privacy__popup" side="bottom" align="end" sideOffset={4} collisionPadding={8} aria-labelledby={titleId}>
          <fieldset className="field-privacy__choices">
            <legend id={titleId} className="field-label">{t('form.privacy.title', { label })}</legend>
            {CHOICES.map((choice) => (
              <label key={choice} className="field-privacy__choice">
                <input type="radio" name={`${titleId}-privacy`} value={choice} checked={current === choice} onChange={() => void choose(choice)} />
                <span>
                  <strong>{t(`form.privacy.${choice}`)}</strong>
                  <span className="field-hint">{t(`form.privacy.${choice}Help`)}</span>
                </span>
              </label>
            ))}
          </fieldset>
          {problem && <p role="alert" className="field-privacy__problem">{problem}</p>}
          <Popover.Arrow className="field-info__arrow" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
