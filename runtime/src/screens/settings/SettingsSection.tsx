import { useId, type ReactNode } from 'react';

export interface SettingsSectionProps {
  title: string;
  /** One sentence under the title saying what the section changes. */
  description?: string;
  children: ReactNode;
  /** The title's id, for a control the title labels (a section holding one control). */
  titleId?: string;
}

/** One group of settings: a titled card, the title and description beside the controls on wide screens. */
export function SettingsSection({ title, description, children, titleId: givenTitleId }: SettingsSectionProps) {
  const ownTitleId = useId();
  const titleId = givenTitleId ?? ownTitleId;
  return (
    <section className="settings-section" aria-labelledby={titleId}>
      <div className="settings-section__intro">
        <h2 id={titleId} className="settings-section__title">{title}</h2>
        {description && <p className="settings-section__description">{description}</p>}
      </div>
      <div className="settings-section__body">{children}</div>
    </section>
  );
}
