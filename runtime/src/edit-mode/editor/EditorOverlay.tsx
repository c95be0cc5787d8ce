import { DebugOverlay } from './debug/DebugOverlay.tsx';
import { RevertNotice } from './revert/RevertNotice.tsx';
import { SafeModeBanner } from './SafeModeBanner.tsx';
import './editor.css';

/** What the editor shows over the whole app: the revert notice, the debug overlay, the safe-mode banner. */
export function EditorOverlay() {
  return (
    <>
      <RevertNotice />
      <DebugOverlay />
      <SafeModeBanner />
    </>
  );
}
