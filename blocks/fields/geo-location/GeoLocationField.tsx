import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getUiOptions, type FieldProps } from '@rjsf/utils';
import { controlAria } from '../templates/described-by.ts';
import { RequiredMark } from '../templates/RequiredMark.tsx';
import { inBounds, mapLink, PLACE_LIMITS, roundCoordinate, START_VIEW, type Place, type PlacePart } from './geo-limits.ts';
import './geo-location.css';

type Locating = 'idle' | 'busy' | 'failed';

const readNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));

/**
 * A place: an address, its coordinates and a radius in km, typed in (no map is loaded: decision
 * 0034), or the coordinates taken from the device's position on request. A link opens the point
 * on a map in a new tab. Numbers outside their bounds are marked where they are typed.
 */
export function GeoLocationField(props: FieldProps) {
  const { t } = useTranslation();
  const { formData, fieldPathId, uiSchema, onChange, disabled, readonly, required, rawErrors } = props;
  const id = fieldPathId.$id;
  const place: Place = formData && typeof formData === 'object' ? (formData as Place) : {};
  const [locating, setLocating] = useState<Locating>('idle');
  const locked = disabled || readonly;
  const label = String(uiSchema?.['ui:title'] ?? props.schema.title ?? '');
  const fieldAria = controlAria({ id, rawErrors, options: getUiOptions(uiSchema), required });
  const set = (changes: Place) => onChange({ ...place, ...changes }, fieldPathId.path);
  const canLocate = typeof navigator !== 'undefined' && 'geolocation' in navigator;
  const link = mapLink(place);

  function locate() {
    setLocating('busy');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating('idle');
        set({ lat: roundCoordinate(coords.latitude), lng: roundCoordinate(coords.longitude) });
      },
      () => setLocating('failed'),
      { timeout: 15_000, maximumAge: 60_000 },
    );
  }

  const numberInput = (part: PlacePart, example: number | string) => {
    const partId = `${id}-${part}`;
    const valid = inBounds(part, place[part]);
    const messageId = `${partId}__bounds`;
    const described = [valid ? null : messageId, fieldAria['aria-describedby']].filter(Boolean).join(' ');
    return (
      <div className="field-place__part">
        <label className="field-label" htmlFor={partId}>{t(`form.geo.${part}`)}</label>
        <input
          className="t-input"
          id={partId}
          type="number"
          inputMode="decimal"
          step="any"
          min={PLACE_LIMITS[part].min}
          max={PLACE_LIMITS[part].max}
          placeholder={String(example)}
          value={place[part] ?? ''}
          disabled={disabled}
          readOnly={readonly}
          onChange={(event) => set({ [part]: readNumber(event.target.value) })}
          aria-invalid={!valid || fieldAria['aria-invalid'] || undefined}
          aria-describedby={described || undefined}
        />
        {!valid && <p id={messageId} className="field-place__bounds">{t('form.geo.bounds', PLACE_LIMITS[part])}</p>}
      </div>
    );
  };

  return (
    <fieldset id={id} className="field-place">
      <legend className="field-label">{label}<RequiredMark required={required} /></legend>
      <div className="field-place__part">
        <label className="field-label" htmlFor={`${id}-address`}>{t('form.geo.address')}</label>
        <input
          className="t-input"
          id={`${id}-address`}
          autoComplete="street-address"
          value={place.address ?? ''}
          disabled={disabled}
          readOnly={readonly}
          onChange={(event) => set({ address: event.target.value })}
          {...fieldAria}
          aria-required={undefined}
        />
      </div>
      <div className="field-place__numbers">
        {numberInput('lat', START_VIEW.lat)}
        {numberInput('lng', START_VIEW.lng)}
        {numberInput('radius', 10)}
      </div>
      <div className="field-place__actions">
        {canLocate && !locked && (
          <button type="button" className="t-button t-button--secondary" onClick={locate} disabled={locating === 'busy'}>
            {locating === 'busy' ? t('form.geo.locating') : t('form.geo.locate')}
          </button>
        )}
        {link && (
          <a className="field-place__map" href={link} target="_blank" rel="noopener noreferrer">
            {t('form.geo.showOnMap')}<span className="t-visually-hidden"> {t('form.geo.newTab')}</span>
          </a>
        )}
      </div>
      <p className="field-place__status" role="status">{locating === 'failed' ? t('form.geo.locateFailed') : ''}</p>
    </fieldset>
  );
}
