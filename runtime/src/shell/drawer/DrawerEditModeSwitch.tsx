import { useId } from 'react';
import { Switch } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../permissions/use-can.ts';
import { useAppRuntime } from '../../state/app-runtime.ts';
import { useEditMode } from '../../state/hooks.ts';

/**
 * Edit mode on and off in the drawer, for those with manageEditMode: a phone has no keyboard for
 * alt+shift+e. The same switch as the shortcut's (the editor loads when it first turns on).
 */
export function DrawerEditModeSwitch() {
  const { t } = useTranslation();
  const can = useCan();
  const { editMode } = useAppRuntime().stores;
  const on = useEditMode();
  const id = useId();
  if (!can('manageEditMode', 'items')) return null;
  return (
    <div className="t-switch-field nav-drawer__edit-mode">
      <label htmlFor={id}>{t('shell.editMode')}</label>
      <Switch.Root id={id} className="t-switch" checked={on} onCheckedChange={(checked) => editMode.set(checked)}>
        <Switch.Thumb className="t-switch__thumb" />
      </Switch.Root>
    </div>
  );
}
